/**
 * How strong a new password must be: the one rule the server applies at sign-up, at a password
 * change and at a reset, and the sign-up and change forms show as one types. The estimator is
 * zxcvbn (its dictionaries and keyboard patterns, offline); it loads on first use, as its
 * dictionaries weigh hundreds of KB.
 */

/** What the estimator says of a password. */
export interface PasswordStrength {
  /** zxcvbn's score: 0 is guessed in under a thousand tries, 4 takes past ten billion. */
  score: 0 | 1 | 2 | 3 | 4;
  /** Whether it is, or is built on, a password of the list of common and breached ones. */
  common: boolean;
  /** zxcvbn's warning (English), or null when it has none. */
  warning: string | null;
  suggestions: string[];
}

export type EstimateStrength = (
  password: string,
  userInputs: readonly string[],
) => PasswordStrength;

/** The lowest score a new password may have: zxcvbn's "safely unguessable" (10^8 guesses). */
export const strongEnoughScore = 3;

/** Who the password is for: what a guesser who knows them would try first. */
export interface PasswordOwner {
  username: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Why a password is refused, or ok. */
export type PasswordVerdict = 'likeName' | 'common' | 'weak' | 'ok';

/**
 * The person's own words, lowercase: the username, the names, the email address and the part
 * before its @, and each of their parts. Parts of under three letters are left out: too short to matter.
 */
export function personalWords({ username, email, firstName, lastName }: PasswordOwner): string[] {
  const own = [username, email.split('@')[0] ?? '', firstName ?? '', lastName ?? ''];
  // The email's domain is left out: a mail provider's name says nothing of the person.
  const parts = own.flatMap((word) => word.split(/[^\p{L}\p{N}]+/u));
  const words = [email, ...own, ...parts].map((word) => word.trim().toLowerCase());
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * Whether the password is made of the person's own words with at most a few other letters,
 * whatever digits and symbols come with them ("maya2024maya" for Maya): a guesser who knows
 * the person tries those first, and zxcvbn counts such a password's parts separately.
 */
function madeOfOwnWords(password: string, words: readonly string[]): boolean {
  let rest = password.toLowerCase();
  let found = false;
  // The longest first, so that "maya.clay" goes whole before "maya" would split it.
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    if (!rest.includes(word)) continue;
    found = true;
    rest = rest.replaceAll(word, ' ');
  }
  return found && rest.replace(/[^\p{L}]/gu, '').length < 4;
}

/** The verdict on a new password for this person, with the estimate it rests on. */
export function judgePassword(
  estimate: EstimateStrength,
  password: string,
  owner: PasswordOwner,
): { verdict: PasswordVerdict; strength: PasswordStrength } {
  const words = personalWords(owner);
  const strength = estimate(password, words);
  if (madeOfOwnWords(password, words)) return { verdict: 'likeName', strength };
  if (strength.score >= strongEnoughScore) return { verdict: 'ok', strength };
  return { verdict: strength.common ? 'common' : 'weak', strength };
}

let loading: Promise<EstimateStrength> | undefined;

/**
 * The estimator, loaded once on first use. A failed load (a lost connection in the page) is
 * tried again at the next call.
 */
export function loadStrengthEstimator(): Promise<EstimateStrength> {
  loading ??= import('./password-estimator').then(
    (module) => module.estimateStrength,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
