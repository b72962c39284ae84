/**
 * The two answers after which the web app may end a session (see rejectsToken in api-client.ts).
 * A module of their own, spread into serverMessages, so that the login screen's first load
 * carries these two strings rather than every message of the API.
 */
export const sessionMessages = {
  userNotRegistered: 'The username you entered is not Registered. Not Found error',
  invalidToken: 'The token is invalid. Unauthorized access error.',
} as const;
