import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { limits } from '@/contract/limits';
import tools from '@/web/components/composer/composer.module.css';
import styles from './post-composer.module.css';

/** The toolbar's content-warning button: pressed while the post carries a warning. */
export function WarningTool({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={tools.tool}
      aria-pressed={on}
      title="Content warning"
      onClick={onToggle}
    >
      <TriangleAlert aria-hidden size={20} />
      <span className="visually-hidden">Content warning</span>
    </button>
  );
}

/** The warning readers see before the post, with its count of what is left. */
export function WarningField({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const counterId = useId();
  return (
    <div className={styles.warningField}>
      <label htmlFor={id} className={styles.altLabel}>
        Content warning
      </label>
      <input
        id={id}
        className={`${tools.text} ${styles.warningInput}`}
        value={value}
        maxLength={limits.contentWarningMax}
        placeholder="What readers see before they choose to show the post"
        aria-describedby={counterId}
        // It opens on the reader's own press of the button: the writing goes on here.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className={tools.counter}>
        {value.length}/{limits.contentWarningMax}
        <span className="visually-hidden"> characters</span>
      </p>
    </div>
  );
}

/** The mark that blurs the pictures for readers until they click. */
export function SensitiveField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sensitiveField}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Mark media as sensitive</label>
    </div>
  );
}

/** Whether others may quote the post: on unless its author turns it off. */
export function AllowQuotesField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sensitiveField}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Allow quotes</label>
    </div>
  );
}
