// What the page says when a call to the API fails without the server's own words: a module of its
// own because the API client, and so every first load, carries it (constants, not an object, so
// that the bundle carries the words alone).
export const networkErrorMessage = 'Network Error';
export const unexpectedErrorMessage = 'Something went wrong. Please try again.';

/** An answer that failed without a message of the API's { errors: [message] } shape. */
export function requestFailedMessage(status: number): string {
  return `Request failed with status code ${status}`;
}
