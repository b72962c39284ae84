// What the rest of the app may use of this feature; everything else stays inside it.
export { ConsentScreen } from './components/consent-screen';
export { AuthorizedAppsSection } from './components/authorized-apps-section';
