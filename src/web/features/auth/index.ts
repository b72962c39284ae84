// What the rest of the app may use of this feature; everything else stays inside it.
export { serverConfigQuery } from './api/auth-api';
export { LoginForm } from './components/login-form';
export { SessionEndingProvider } from './components/session-ending-provider';
export { SignupForm } from './components/signup-form';
export { useLogout } from './lib/use-logout';
