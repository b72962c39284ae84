// What the rest of the app may use of this feature; everything else stays inside it.
export { ChangePasswordForm } from './components/change-password-form';
export { YourDataSettings } from './components/your-data-settings';
