import { postRow } from './endpoint-row';
import type { LoginResponse, LogoutResponse, SignupResponse } from './responses';

export const authEndpoints = {
  signup: postRow<SignupResponse>()('/api/auth/signup', 'none'),
  login: postRow<LoginResponse>()('/api/auth/login', 'none'),
  logout: postRow<LogoutResponse>()('/api/auth/logout', 'required'),
} as const;
