/** The shared demo account behind the login screen's "Login As Guest?" button. */
export const guestCredentials = { username: 'guest', password: 'guest-murmur' } as const;
