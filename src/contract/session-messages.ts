// What the web app says when a session starts and ends: apart from client-messages.ts because
// every page's first load carries these few words, and the rest of the app's texts load with
// the pages that show them. Constants, not an object, so that the bundle carries the words alone.
export const loggedOutMessage = 'Logged out successfully!';
export const sessionEndedMessage = 'Your session has ended. Please log in again.';

export function loggedInMessage(firstName: string): string {
  return `Logged In successfully ${firstName}`;
}
