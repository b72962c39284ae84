import { limits, reservedUsernames, usernamePattern } from '@/contract/limits';
import { signupMessages } from '@/contract/client-messages';
import { serverMessages } from '@/contract/messages';
import { ApiClientError } from '@/web/lib/api-client';

export interface SignupFields {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptySignup: SignupFields = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The limits of DESIGN.md, said beside the fields before anyone submits. */
export const signupHints = {
  name: `At most ${limits.nameMax} characters.`,
  username: `${limits.usernameMin}–${limits.usernameMax} characters: lowercase letters, digits, _ and .`,
  password: `At least ${limits.passwordMin} characters.`,
} as const;

export interface SignupProblem {
  /** The field to focus, if one is at fault. */
  field?: keyof SignupFields;
  message: string;
}

/**
 * The server's check, zod's z.email() ("practical email validation"), copied so that zod stays out
 * of the web app: ASCII letters, digits and _ ' + - in dot-separated parts before the @, and a
 * domain whose last label is two or more letters.
 */
const emailShape =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether the server will take this (trimmed) email address. */
export const isValidEmail = (email: string) =>
  email.length <= limits.emailMax && emailShape.test(email);

/**
 * What is wrong with the form before any request, in the spec's order: empty, mismatch, limits.
 * The limits are the server's (signupSchema), so a form that passes them is not refused for them.
 */
export function checkSignup(fields: SignupFields): SignupProblem | null {
  const empty = (Object.keys(fields) as (keyof SignupFields)[]).find(
    (name) => fields[name].trim() === '',
  );
  if (empty) return { field: empty, message: signupMessages.incomplete };
  if (fields.password !== fields.confirmPassword)
    return { field: 'confirmPassword', message: signupMessages.mismatch };
  const { firstName, lastName, username, email, password } = fields;
  // The server trims names before it counts them.
  if (firstName.trim().length > limits.nameMax)
    return { field: 'firstName', message: signupMessages.name };
  if (lastName.trim().length > limits.nameMax)
    return { field: 'lastName', message: signupMessages.name };
  if (
    username.length < limits.usernameMin ||
    username.length > limits.usernameMax ||
    !usernamePattern.test(username)
  )
    return { field: 'username', message: signupMessages.username };
  if (reservedUsernames.has(username))
    return { field: 'username', message: signupMessages.reserved };
  if (!isValidEmail(email.trim())) return { field: 'email', message: signupMessages.email };
  if (password.length < limits.passwordMin)
    return { field: 'password', message: signupMessages.password };
  if (password.length > limits.passwordMax)
    return { field: 'password', message: signupMessages.passwordTooLong };
  return null;
}

/** Why a signup the server refused failed, in the spec's words. */
export function signupFailure(error: unknown): string {
  if (!(error instanceof ApiClientError)) return signupMessages.failed;
  if (error.status === 422 && error.message === serverMessages.usernameExists)
    return signupMessages.taken;
  // Any other refusal of what was sent names its reason; the checks above should have caught it.
  if (error.status === 422 || error.status === 400)
    return `${signupMessages.failed} ${error.message}`;
  return signupMessages.failed;
}
