import { strengthMessages } from '@/contract/strength-messages';
import type { PasswordOwner } from '@/contract/password-strength';
import note from '../note.module.css';
import styles from './password-meter.module.css';
import { usePasswordStrength } from './use-password-strength';

const steps = [0, 1, 2, 3, 4] as const;

/**
 * The strength of a new password as it is typed: five steps from Too weak to Strong in words and
 * in a bar, and zxcvbn's warning and suggestion. A polite live region, so that a screen reader
 * hears the new step; the password field's aria-describedby names its id. It lives outside
 * components/form, whose files the login screen's first chunk holds whole.
 */
export function PasswordMeter({
  id,
  password,
  owner,
}: {
  id: string;
  password: string;
  owner: PasswordOwner;
}) {
  const reading = usePasswordStrength(password, owner);
  const score = reading?.strength.score ?? 0;
  const enough = reading?.verdict === 'ok';
  const help = !reading
    ? []
    : reading.verdict === 'likeName'
      ? [strengthMessages.likeName]
      : [
          reading.strength.warning,
          reading.strength.suggestions[0],
          enough ? undefined : strengthMessages.needed,
        ].filter((line): line is string => !!line);

  return (
    <div id={id} role="status" className={styles.meter}>
      {reading && (
        <>
          <div className={styles.bar} aria-hidden>
            {steps.map((step) => (
              <span
                key={step}
                className={step <= score ? (enough ? styles.strong : styles.weak) : undefined}
              />
            ))}
          </div>
          <p className={`${styles.label} ${enough ? styles.strongText : styles.weakText}`}>
            {strengthMessages.label(
              reading.verdict === 'likeName'
                ? strengthMessages.labels[0]
                : strengthMessages.labels[score],
            )}
          </p>
          {help.length > 0 && <p className={note.note}>{help.join(' ')}</p>}
        </>
      )}
    </div>
  );
}
