import { RotateCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/button';
import { IconButton } from '@/web/components/icon-button';
import { Modal } from '@/web/components/modal';
import type { HistoryEntry } from '../lib/history';
import panel from '@/web/components/panel.module.css';
import note from '@/web/components/note.module.css';
import plainList from '@/web/components/plain-list.module.css';
import styles from './history-panel.module.css';

interface HistoryPanelProps {
  entries: readonly HistoryEntry[];
  onShow: (entry: HistoryEntry) => void;
  onSendAgain: (entry: HistoryEntry) => void;
  onDelete: (id: string) => void;
  onClear: () => void;
  sending: boolean;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', dateStyle: 'medium' });

function statusOf(entry: HistoryEntry) {
  if ('failure' in entry.outcome) return { text: 'No response', tone: styles.bad };
  const { status } = entry.outcome.response;
  return { text: String(status), tone: status < 400 ? styles.ok : styles.bad };
}

/** The last requests, newest first: show one again, send it again, delete it, or clear all. */
export function HistoryPanel(props: HistoryPanelProps) {
  const { entries, onShow, onSendAgain, onDelete, onClear, sending } = props;
  const id = useId();
  const [confirming, setConfirming] = useState(false);

  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.top}>
        <h2 id={`${id}-title`} className={styles.title}>
          History <span className={styles.count}>({entries.length})</span>
        </h2>
        {entries.length > 0 && (
          <Button variant="secondary" className={styles.clear} onClick={() => setConfirming(true)}>
            Clear history
          </Button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className={note.note}>Requests you send are kept here, the last 50 of them.</p>
      ) : (
        <ol className={plainList.list}>
          {entries.map((entry) => {
            const status = statusOf(entry);
            const label = `${entry.request.method} ${entry.request.endpoint}`;
            return (
              <li key={entry.id} className={styles.entry}>
                <button
                  type="button"
                  className={styles.show}
                  onClick={() => onShow(entry)}
                  aria-label={`Show ${label}, ${status.text}`}
                >
                  <span className={styles.method}>{entry.request.method}</span>
                  <span className={styles.endpoint}>{entry.request.endpoint}</span>
                  <span className={`${styles.status} ${status.tone}`}>{status.text}</span>
                  <time className={styles.time} dateTime={entry.at}>
                    {timeFormat.format(new Date(entry.at))}
                  </time>
                </button>
                <IconButton
                  label={`Send again: ${label}`}
                  disabled={sending}
                  onClick={() => onSendAgain(entry)}
                >
                  <RotateCw aria-hidden size={18} />
                </IconButton>
                <IconButton
                  label={`Delete from history: ${label}`}
                  onClick={() => onDelete(entry.id)}
                >
                  <Trash2 aria-hidden size={18} />
                </IconButton>
              </li>
            );
          })}
        </ol>
      )}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Clear the history?">
        <p className={styles.confirmText}>
          All {entries.length} requests and their answers are removed from this browser.
        </p>
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onClear();
              setConfirming(false);
            }}
          >
            Clear all
          </Button>
        </div>
      </Modal>
    </section>
  );
}
