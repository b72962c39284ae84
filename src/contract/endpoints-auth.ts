import { endpoint } from './endpoint-row';
import type { LoginResponse, LogoutResponse, SignupResponse } from './responses';

export const authEndpoints = {
  signup: endpoint<SignupResponse>()({
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'none',
  }),
  login: endpoint<LoginResponse>()({
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
  }),
  logout: endpoint<LogoutResponse>()({
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'required',
  }),
} as const;
