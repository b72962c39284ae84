import { guestCredentials } from './demo';
import { endpoint } from './endpoint-row';
import type { LoginResponse, LogoutResponse, SignupResponse } from './responses';

export const authEndpoints = {
  signup: endpoint<SignupResponse>()({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'none',
    summary: 'Create an account',
    sampleBody: {
      firstName: 'Sam',
      lastName: 'Lee',
      username: 'sam.lee',
      email: 'sam@example.com',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
    },
  }),
  login: endpoint<LoginResponse>()({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    summary: 'Log in',
    sampleBody: { ...guestCredentials },
  }),
  logout: endpoint<LogoutResponse>()({
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'required',
    summary: 'Revoke the session token',
  }),
} as const;
