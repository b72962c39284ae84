import { useEffect, useState } from 'react';
import {
  judgePassword,
  loadStrengthEstimator,
  type EstimateStrength,
  type PasswordOwner,
  type PasswordStrength,
  type PasswordVerdict,
} from '@/contract/password-strength';

export interface StrengthReading {
  verdict: PasswordVerdict;
  strength: PasswordStrength;
}

/** How long typing pauses before the password is judged: each judgement takes milliseconds. */
const pauseMs = 150;

/**
 * The password's strength as the server judges it, once the estimator has loaded: it loads when
 * the first character is typed, never with the page, as its dictionaries weigh hundreds of KB.
 * Undefined while nothing is typed, before it has loaded, or when it could not load (the server
 * still judges the password).
 */
export function usePasswordStrength(
  password: string,
  owner: PasswordOwner,
): StrengthReading | undefined {
  const [estimate, setEstimate] = useState<EstimateStrength>();
  const [reading, setReading] = useState<StrengthReading>();
  const wanted = password !== '';
  const { username, email, firstName, lastName } = owner;

  useEffect(() => {
    if (!wanted || estimate) return;
    let current = true;
    loadStrengthEstimator().then(
      (loaded) => current && setEstimate(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, estimate]);

  useEffect(() => {
    if (!wanted || !estimate) return;
    const judge = () =>
      setReading(judgePassword(estimate, password, { username, email, firstName, lastName }));
    const timer = setTimeout(judge, pauseMs);
    return () => clearTimeout(timer);
  }, [wanted, estimate, password, username, email, firstName, lastName]);

  return wanted ? reading : undefined;
}
