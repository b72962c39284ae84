/**
 * How strong a new password must be: the one rule the server applies at sign-up, at a password
 * change and at a reset, and the sign-up and change forms show as one types. The rule and its
 * estimator, zxcvbn (its dictionaries and keyboard patterns, offline), are in password-judge.ts,
 * which loads on first use, as the dictionaries weigh hundreds of KB. These are its types.
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

/** Who the password is for: what a guesser who knows them would try first. */
export interface PasswordOwner {
  username: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Why a password is refused, or ok. */
export type PasswordVerdict = 'likeName' | 'common' | 'weak' | 'ok';

/** The verdict on a new password for this person, with the estimate it rests on. */
export type JudgePassword = (
  password: string,
  owner: PasswordOwner,
) => { verdict: PasswordVerdict; strength: PasswordStrength };

let loading: Promise<JudgePassword> | undefined;

/**
 * The judge and its estimator, loaded once on first use (password-judge.ts): the whole rule is
 * there, so that neither the page nor the demo's API carries any of it before it is needed. A
 * failed load (a lost connection in the page) is tried again at the next call.
 */
export function loadPasswordJudge(): Promise<JudgePassword> {
  loading ??= import('./password-judge').then(
    (module) => module.judgePassword,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
