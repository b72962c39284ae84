import { limits, reservedUsernames, usernamePattern } from '../../../contract/limits';

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
  username: `${limits.usernameMin}–${limits.usernameMax} characters: lowercase letters, digits, _ and .`,
  password: `At least ${limits.passwordMin} characters.`,
} as const;

export const signupMessages = {
  incomplete: 'please fill all the fields',
  mismatch: 'Your password is not matching',
  username: `Choose a username of ${limits.usernameMin} to ${limits.usernameMax} characters: lowercase letters, digits, _ and .`,
  reserved: 'That username is reserved. Please choose another.',
  email: 'Please enter a valid email address.',
  password: `Your password needs at least ${limits.passwordMin} characters.`,
  passwordTooLong: `Your password can have at most ${limits.passwordMax} characters.`,
  taken: 'Username already exists',
  failed: 'Unable to sign up!',
  success: 'Signed Up successfully. Please login to continue',
} as const;

export interface SignupProblem {
  /** The field to focus, if one is at fault. */
  field?: keyof SignupFields;
  message: string;
}

// The shape browsers accept for type="email"; the server checks again.
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What is wrong with the form before any request, in the spec's order: empty, mismatch, limits. */
export function checkSignup(fields: SignupFields): SignupProblem | null {
  const empty = (Object.keys(fields) as (keyof SignupFields)[]).find(
    (name) => fields[name].trim() === '',
  );
  if (empty) return { field: empty, message: signupMessages.incomplete };
  if (fields.password !== fields.confirmPassword)
    return { field: 'confirmPassword', message: signupMessages.mismatch };
  const { username, email, password } = fields;
  if (
    username.length < limits.usernameMin ||
    username.length > limits.usernameMax ||
    !usernamePattern.test(username)
  )
    return { field: 'username', message: signupMessages.username };
  if (reservedUsernames.has(username))
    return { field: 'username', message: signupMessages.reserved };
  if (!emailShape.test(email.trim())) return { field: 'email', message: signupMessages.email };
  if (password.length < limits.passwordMin)
    return { field: 'password', message: signupMessages.password };
  if (password.length > limits.passwordMax)
    return { field: 'password', message: signupMessages.passwordTooLong };
  return null;
}
