// What the rest of the app may use of this feature; everything else stays inside it.
export { serverConfigQuery } from './api/auth-api';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
