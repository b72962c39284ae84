// Logging in to a benchmark's server through the API: as the seeded guest, or as an account the
// run makes.
import { guestCredentials, loginResponseSchema, signupResponseSchema } from '@/contract';
import type { Account } from '@/contract';
import type { HttpClient } from './http';

export interface Session {
  token: string;
  /** The account as the login answered it (what the web app keeps as its loginDetails). */
  user: Account;
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export async function logIn(
  client: HttpClient,
  credentials: { username: string; password: string } = guestCredentials,
): Promise<Session> {
  const answer = await client.json('POST', '/api/auth/login', { body: credentials });
  const { encodedToken, foundUser } = loginResponseSchema.parse(answer);
  return { token: encodedToken, user: foundUser };
}

export async function signUp(client: HttpClient, account: NewAccount): Promise<Session> {
  const body = { ...account, confirmPassword: account.password };
  const answer = await client.json('POST', '/api/auth/signup', { body });
  const { encodedToken, createdUser } = signupResponseSchema.parse(answer);
  return { token: encodedToken, user: createdUser };
}
