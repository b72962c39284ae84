// What the web app says when a session starts and ends: apart from client-messages.ts because
// every page's first load carries these few words, and the rest of the app's texts load with
// the pages that show them.
export const sessionMessages = {
  loggedOut: 'Logged out successfully!',
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

export function loggedInMessage(firstName: string): string {
  return `Logged In successfully ${firstName}`;
}
