import {
  changeEmailBodySchema,
  endpoints,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  verifyEmailBodySchema,
} from '@/contract';
import { changeEmail, resendVerification, verifyEmail } from '../account/email-address';
import { requestPasswordReset, resetPassword } from '../account/password-reset';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readJson } from '../http/read-body';

const requestReset =
  (deps: ResolvedDeps): HandlerOf<'requestPasswordReset'> =>
  async (c, call) => {
    const { login } = await readJson(c, passwordResetRequestBodySchema, deps.maxJsonBytes);
    await requestPasswordReset(deps, login, deps.clientAddress(c));
    return call.json({ requested: true as const }, 202);
  };

const reset =
  (deps: ResolvedDeps): HandlerOf<'resetPassword'> =>
  async (c, call) => {
    const body = await readJson(c, passwordResetBodySchema, deps.maxJsonBytes);
    const sessionsEnded = await resetPassword(deps, body);
    return call.json({ reset: true as const, sessionsEnded }, 200);
  };

const verify =
  (deps: ResolvedDeps): HandlerOf<'verifyEmail'> =>
  async (c, call) => {
    const { token } = await readJson(c, verifyEmailBodySchema, deps.maxJsonBytes);
    return call.json({ verified: true as const, ...(await verifyEmail(deps, token)) }, 200);
  };

const resend =
  (deps: ResolvedDeps): HandlerOf<'resendVerification'> =>
  async (c, call) => {
    const email = await resendVerification(deps, c.get('user'));
    return call.json({ sent: true as const, email }, 202);
  };

const change =
  (deps: ResolvedDeps): HandlerOf<'changeEmail'> =>
  async (c, call) => {
    const body = await readJson(c, changeEmailBodySchema, deps.maxJsonBytes);
    return call.json(
      { sent: true as const, email: await changeEmail(deps, c.get('user'), body) },
      202,
    );
  };

/** A forgotten password, confirming an address and changing it: what goes through mail. */
export function registerEmailRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.requestPasswordReset, requestReset(deps));
  on(endpoints.resetPassword, reset(deps));
  on(endpoints.verifyEmail, verify(deps));
  on(endpoints.resendVerification, resend(deps));
  on(endpoints.changeEmail, change(deps));
}
