import { authDocs } from '@/contract/endpoint-docs';
import { describe, expect, it } from 'vitest';
import { signupMessages } from '@/contract/client-messages';
import { serverMessages } from '@/contract/messages';
import { ApiClientError } from '@/web/lib/api-client';
import {
  afterEdit,
  checkSignup,
  isValidEmail,
  signupFailure,
  signupHints,
  signupProblems,
  type SignupFields,
} from './signup-validation';

const sam: SignupFields = { ...authDocs.signup.sampleBody };

describe('signup checks', () => {
  it("refuse the emails the server's z.email() refuses", () => {
    for (const email of ['a!b@x.com', 'é@b.com', 'a@b.c', 'a@b.c1', 'a..b@x.com', '.a@x.com'])
      expect(isValidEmail(email), email).toBe(false);
    expect(checkSignup({ ...sam, email: 'a!b@x.com' })).toEqual({
      field: 'email',
      message: signupMessages.email,
    });
  });

  it('take ordinary emails', () => {
    for (const email of [
      'sam@example.com',
      'sam.lee+murmur@mail.example.co.uk',
      "o'brien_1@x-y.io",
      'A.B-C@Example.ORG',
    ])
      expect(isValidEmail(email), email).toBe(true);
  });

  it('refuse an email longer than the server takes', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuse a name longer than 50 characters, and say so in the hint', () => {
    expect(signupHints.name).toBe('At most 50 characters.');
    expect(checkSignup({ ...sam, firstName: 'a'.repeat(50) })).toBeNull();
    expect(checkSignup({ ...sam, firstName: 'a'.repeat(51) })).toEqual({
      field: 'firstName',
      message: signupMessages.name,
    });
    expect(checkSignup({ ...sam, lastName: 'a'.repeat(51) })).toEqual({
      field: 'lastName',
      message: signupMessages.name,
    });
    // The server trims before it counts.
    expect(checkSignup({ ...sam, lastName: ` ${'a'.repeat(50)} ` })).toBeNull();
  });
});

describe('signup failure', () => {
  it('says "Username already exists" for the code of a taken username, whatever its message', () => {
    const taken = { code: 'username_taken' };
    expect(signupFailure(new ApiClientError(serverMessages.usernameExists, 422, taken))).toBe(
      'Username already exists',
    );
    expect(signupFailure(new ApiClientError('Reworded, one day.', 422, taken))).toBe(
      'Username already exists',
    );
    // The words alone, with another code, are not the answer.
    expect(
      signupFailure(new ApiClientError(serverMessages.usernameExists, 422, { code: 'other' })),
    ).toBe(`Unable to sign up! ${serverMessages.usernameExists}`);
  });

  it("names any other refusal of what was sent with the server's message", () => {
    expect(signupFailure(new ApiClientError('email must be a valid email address', 422))).toBe(
      'Unable to sign up! email must be a valid email address',
    );
    expect(signupFailure(new ApiClientError('firstName is required', 400))).toBe(
      'Unable to sign up! firstName is required',
    );
    expect(signupFailure(new ApiClientError('Network Error', 0))).toBe('Unable to sign up!');
    expect(signupFailure(new Error('boom'))).toBe('Unable to sign up!');
  });

  it('list every field with a problem, in the form order, and forget what an edit mends', () => {
    const errors = signupProblems({
      ...sam,
      lastName: ' ',
      email: 'nope',
      password: 'short',
      confirmPassword: 'shorter',
    });
    expect(errors).toEqual({
      lastName: signupMessages.required,
      email: signupMessages.email,
      password: signupMessages.password,
      confirmPassword: signupMessages.mismatch,
    });
    expect(Object.keys(errors)).toEqual(['lastName', 'email', 'password', 'confirmPassword']);
    expect(afterEdit(errors, 'email')).toEqual({
      lastName: signupMessages.required,
      password: signupMessages.password,
      confirmPassword: signupMessages.mismatch,
    });
    // A new password may now match the repeated one.
    expect(afterEdit(errors, 'password')).toEqual({
      lastName: signupMessages.required,
      email: signupMessages.email,
    });
    const emptyRepeat = { confirmPassword: signupMessages.required };
    expect(afterEdit(emptyRepeat, 'password')).toEqual(emptyRepeat);
  });
});
