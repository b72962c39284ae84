import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { mutedWordLimits } from '@/contract/muted-words';
import { Button } from '@/web/components/button';
import { TextField } from '@/web/components/form/text-field';
import { formatFullDate } from '@/web/lib/format-date';
import { mutedWordsQuery, useMutedWordChange } from '../api/safety-queries';
import styles from '@/web/components/settings.module.css';

const expiries = [
  { label: 'Forever', seconds: null },
  { label: '1 day', seconds: 86_400 },
  { label: '7 days', seconds: 604_800 },
  { label: '30 days', seconds: 2_592_000 },
] as const;

/** The reader's muted words: add one for a while or for good, and remove them. */
export function MutedWordsSection() {
  const words = useQuery(mutedWordsQuery());
  const { add, remove } = useMutedWordChange();
  const [phrase, setPhrase] = useState('');
  const [expiry, setExpiry] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = phrase.trim();
    if (!text) return;
    add.mutate(
      { phrase: text, expiresInSeconds: expiries[expiry]!.seconds },
      { onSuccess: () => setPhrase('') },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="muted-words-heading">
      <h2 id="muted-words-heading" className={styles.heading}>
        Muted words
      </h2>
      <p className={styles.note}>
        Posts and replies that hold one of these as a whole word, in any case, are folded in your
        lists, with Show to read them.
      </p>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label="Word or phrase"
          value={phrase}
          maxLength={mutedWordLimits.phraseMax}
          onChange={(event) => setPhrase(event.target.value)}
          className={styles.phrase}
        />
        <label className={styles.select}>
          <span>For</span>
          <select value={expiry} onChange={(event) => setExpiry(Number(event.target.value))}>
            {expiries.map((choice, index) => (
              <option key={choice.label} value={index}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={add.isPending || !phrase.trim()}>
          Mute
        </Button>
      </form>
      {words.data && words.data.mutedWords.length === 0 && (
        <p className={styles.note}>You have no muted words.</p>
      )}
      <ul className={styles.rows} aria-label="Your muted words">
        {words.data?.mutedWords.map((word) => (
          <li key={word._id} className={styles.row}>
            <span>
              <strong>{word.phrase}</strong>
              <span className={styles.until}>
                {word.expiresAt ? ` until ${formatFullDate(word.expiresAt)}` : ' for good'}
              </span>
            </span>
            <Button
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(word._id)}
            >
              Remove <span className="visually-hidden">{word.phrase}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
