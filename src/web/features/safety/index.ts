// What the rest of the app may use of this feature; everything else stays inside it.
export { BlockedNotice } from './components/blocked-notice';
export { ProfileSafetyMenu } from './components/profile-safety-menu';
export { MutedSettings } from './components/muted-settings';
export { PersonSafetyMenu } from './components/person-safety-menu';
