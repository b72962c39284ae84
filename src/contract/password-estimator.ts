import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import type { EstimateStrength } from './password-strength';

/**
 * zxcvbn with its common-password list, English words and names, and keyboard layouts. Only
 * loadStrengthEstimator imports this module, lazily: the dictionaries weigh hundreds of KB.
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

export const estimateStrength: EstimateStrength = (password, userInputs) => {
  const { score, feedback, sequence } = zxcvbn.check(password, [...userInputs]);
  const common = sequence.some(
    (match) => 'dictionaryName' in match && match.dictionaryName === 'passwords-common',
  );
  return { score, common, warning: feedback.warning, suggestions: feedback.suggestions };
};
