import type { PendingSignupResponse } from './moderation';
import { postRow } from './endpoint-row';
import type { LoginResponse, LogoutResponse, SignupResponse } from './responses';

export const authEndpoints = {
  /** 201 with the account, or 202 with a message where a moderator approves sign-ups first. */
  signup: postRow<SignupResponse | PendingSignupResponse>()('/api/auth/signup', 'none'),
  login: postRow<LoginResponse>()('/api/auth/login', 'none'),
  logout: postRow<LogoutResponse>()('/api/auth/logout', 'required'),
} as const;
