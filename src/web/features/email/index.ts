// What the rest of the app may use of this feature; everything else stays inside it.
export { EmailSettings } from './components/email-settings';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { VerifyEmail } from './components/verify-email';
