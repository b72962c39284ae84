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
