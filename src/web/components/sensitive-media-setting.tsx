import { useId } from 'react';
import { sensitiveMediaSetting, useShowSensitiveMedia } from '@/web/lib/sensitive-media';
import styles from './settings.module.css';

/** /settings, "Media": whether pictures marked sensitive show without the blur, in this browser. */
export function SensitiveMediaSetting() {
  const always = useShowSensitiveMedia();
  const id = useId();
  const noteId = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Media
      </h2>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={always}
          aria-describedby={noteId}
          onChange={(event) => sensitiveMediaSetting.write(event.target.checked)}
        />
        <label htmlFor={id}>Always show sensitive media</label>
      </div>
      <p id={noteId} className={styles.note}>
        Pictures their authors marked sensitive show at once, without the blur. Kept in this
        browser, like the theme. Content warnings still hide their posts until you choose Show.
      </p>
    </section>
  );
}
