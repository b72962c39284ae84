import { useEffect, useState } from 'react';
import {
  loadPasswordJudge,
  type JudgePassword,
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
  const [judge, setJudge] = useState<JudgePassword>();
  const [reading, setReading] = useState<StrengthReading>();
  const wanted = password !== '';
  const { username, email, firstName, lastName } = owner;

  useEffect(() => {
    if (!wanted || judge) return;
    let current = true;
    loadPasswordJudge().then(
      (loaded) => current && setJudge(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, judge]);

  useEffect(() => {
    if (!wanted || !judge) return;
    const timer = setTimeout(
      () => setReading(judge(password, { username, email, firstName, lastName })),
      pauseMs,
    );
    return () => clearTimeout(timer);
  }, [wanted, judge, password, username, email, firstName, lastName]);

  return wanted ? reading : undefined;
}
