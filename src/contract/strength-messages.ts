// Apart from client-messages.ts, which every first load carries: only the forms that show the
// meter (sign-up, password change) load these.
/** The password strength meter of the sign-up and password change forms. */
export const strengthMessages = {
  /** By zxcvbn's score, 0 to 4; the server takes Good and Strong. */
  labels: ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'],
  label: (name: string) => `Strength: ${name}`,
  needed: 'Good or Strong is needed.',
  likeName: 'It is made of your own names or email address, which a guesser tries first.',
} as const;
