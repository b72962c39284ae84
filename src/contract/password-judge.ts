import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import type { JudgePassword, PasswordOwner, PasswordStrength } from './password-strength';

/**
 * zxcvbn with its common-password list, English words and names, and keyboard layouts. Only
 * loadPasswordJudge imports this module, lazily: the dictionaries weigh hundreds of KB.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
  // Past 64 characters a password is strong unless it repeats itself, which its start shows;
  // and with fewer l33t substitutions tried, a crafted password costs tens of milliseconds to
  // judge rather than a second.
  maxLength: 64,
  l33tMaxSubstitutions: 10,
});

/** The lowest score a new password may have: zxcvbn's "safely unguessable" (10^8 guesses). */
const strongEnoughScore = 3;

function estimateStrength(password: string, userInputs: readonly string[]): PasswordStrength {
  const { score, feedback, sequence } = zxcvbn.check(password, [...userInputs]);
  const common = sequence.some(
    (match) => 'dictionaryName' in match && match.dictionaryName === 'passwords-common',
  );
  return { score, common, warning: feedback.warning, suggestions: feedback.suggestions };
}

/**
 * The person's own words, lowercase: the username, the names, the email address and the part
 * before its @, and each of their parts. Parts of under three letters are left out: too short to matter.
 */
function personalWords({ username, email, firstName, lastName }: PasswordOwner): string[] {
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

/** The verdict on a new password: the person's own words first, then zxcvbn's score. */
export const judgePassword: JudgePassword = (password, owner) => {
  const words = personalWords(owner);
  const strength = estimateStrength(password, words);
  if (madeOfOwnWords(password, words)) return { verdict: 'likeName', strength };
  if (strength.score >= strongEnoughScore) return { verdict: 'ok', strength };
  return { verdict: strength.common ? 'common' : 'weak', strength };
};
