import { limits, reservedUsernames, textLength, usernamePattern } from '@/contract/limits';
import { signupMessages } from '@/contract/client-messages';
import { ApiClientError, failedWith } from '@/web/lib/api-client';

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

/** The fields' limits (docs/product.md, Rules and limits), shown before anyone submits. */
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

/** Each field's problem, to say under the field: a person can mend them all in one go. */
export type SignupErrors = Partial<Record<keyof SignupFields, string>>;

/** The fields in the form's order, which emptySignup's keys follow. */
const fieldOrder = Object.keys(emptySignup) as (keyof SignupFields)[];

/** The problem of each field that has one, or nothing for an empty one (signupProblems says so). */
function limitProblem(name: keyof SignupFields, fields: SignupFields): string | undefined {
  const value = fields[name];
  switch (name) {
    case 'firstName':
    case 'lastName':
      // The server trims names before it counts them.
      return textLength(value.trim()) > limits.nameMax ? signupMessages.name : undefined;
    case 'username':
      if (
        value.length < limits.usernameMin ||
        value.length > limits.usernameMax ||
        !usernamePattern.test(value)
      )
        return signupMessages.username;
      return reservedUsernames.has(value) ? signupMessages.reserved : undefined;
    case 'email':
      return isValidEmail(value.trim()) ? undefined : signupMessages.email;
    case 'password':
      if (textLength(value) < limits.passwordMin) return signupMessages.password;
      return textLength(value) > limits.passwordMax ? signupMessages.passwordTooLong : undefined;
    case 'confirmPassword':
      return value === fields.password ? undefined : signupMessages.mismatch;
  }
}

/**
 * Every field's problem before any request. The limits are the server's (signupSchema), so a
 * form that passes them is not refused for them.
 */
export function signupProblems(fields: SignupFields): SignupErrors {
  const errors: SignupErrors = {};
  for (const name of fieldOrder) {
    const problem =
      fields[name].trim() === '' ? signupMessages.required : limitProblem(name, fields);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/**
 * The problems still said once a field is edited: not that field's, which the person is mending,
 * nor the repeated password's "not matching" when the password itself changes, as it may match
 * now.
 */
export function afterEdit(errors: SignupErrors, edited: keyof SignupFields): SignupErrors {
  const stale = (name: keyof SignupFields) =>
    name === edited ||
    (edited === 'password' &&
      name === 'confirmPassword' &&
      errors.confirmPassword === signupMessages.mismatch);
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => !stale(name as keyof SignupFields)),
  );
}

/**
 * The one problem the form's toast names, in this order: an empty field, then the password
 * repeated wrongly, then the first field past its limits. `errors` are the fields' problems when
 * the caller has found them already.
 */
export function checkSignup(
  fields: SignupFields,
  errors: SignupErrors = signupProblems(fields),
): SignupProblem | null {
  const empty = fieldOrder.find((name) => errors[name] === signupMessages.required);
  if (empty) return { field: empty, message: signupMessages.incomplete };
  if (errors.confirmPassword) return { field: 'confirmPassword', message: errors.confirmPassword };
  const first = fieldOrder.find((name) => errors[name]);
  return first ? { field: first, message: errors[first]! } : null;
}

/** The server refused the signup because the username is someone's already. */
export const usernameTaken = (error: unknown) => failedWith(error, 'username_taken');

/** The server refused the signup because an account has the email address already. */
export const emailTaken = (error: unknown) => failedWith(error, 'email_taken');

/** The server refused the password (password-policy on the server): its message says why. */
export const passwordRefused = (error: unknown) =>
  (['password_too_common', 'password_too_weak', 'password_like_name'] as const).some((code) =>
    failedWith(error, code),
  );

/** Why a signup the server refused failed, as the form's toast says it. */
export function signupFailure(error: unknown): string {
  if (!(error instanceof ApiClientError)) return signupMessages.failed;
  if (usernameTaken(error)) return signupMessages.taken;
  if (emailTaken(error)) return signupMessages.emailTaken;
  if (passwordRefused(error)) return error.message;
  // Any other refusal of what was sent names its reason; the checks above should have caught it.
  if (error.status === 422 || error.status === 400)
    return `${signupMessages.failed} ${error.message}`;
  return signupMessages.failed;
}
