// What the rest of the app may use of this feature; everything else stays inside it.
export { ChangePasswordForm } from './components/change-password-form';
export { SessionsSection } from './components/sessions-section';
export { ProfileAudienceSetting } from './components/profile-audience-setting';
export { DeleteAccountSection } from './components/delete-account-section';
export { YourDataSettings } from './components/your-data-settings';
