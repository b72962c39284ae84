import { expect } from 'vitest';
import { errorCodes, serverMessages, type ServerMessageName } from '@/contract';

/** The body of a refusal with one of the server's fixed messages: its message and its code. */
export const refusalOf = (name: ServerMessageName) => ({
  errors: [serverMessages[name]],
  code: errorCodes[name],
});

/** The body of a refused field: the message names the field, the code is the same for all. */
export const invalidField = (message: string) => ({
  errors: [message],
  code: errorCodes.invalidField,
});

interface Answer {
  status: number;
  body: unknown;
}

/** The answer is the refusal `name` with this status: its whole body is the message and code. */
export function expectRefusal(
  answer: Answer,
  status: number,
  name: ServerMessageName,
  label?: string,
): void {
  expect(answer.status, label).toBe(status);
  expect(answer.body, label).toEqual(refusalOf(name));
}

/** The answer is a 422 that refuses one field with this message. */
export function expectInvalidField(answer: Answer, message: string, label?: string): void {
  expect(answer.status, label).toBe(422);
  expect(answer.body, label).toEqual(invalidField(message));
}
