import { Mail } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Modal } from '../../../components/modal';
import { formatFullDate } from '../../../lib/format-date';
import type { Mailbox } from '../mailbox';
import { MailText } from './mail-text';
import styles from './demo-mail-panel.module.css';

interface DemoMailPanelProps {
  mailbox: Mailbox;
  /** Goes to a path of the app, as a link within it would. */
  navigate: (path: string) => void;
}

const unreadName = (unread: number) =>
  unread === 0 ? 'Mail, none unread' : `Mail, ${unread} unread`;

/**
 * The demo's mail: a page has no SMTP, so the mail its backend sends (a reset link, a
 * confirmation) shows here, behind a floating button that counts what was not yet opened.
 */
export function DemoMailPanel({ mailbox, navigate }: DemoMailPanelProps) {
  const mails = useSyncExternalStore(mailbox.subscribe, mailbox.mails);
  const [open, setOpen] = useState(false);
  const [readCount, setReadCount] = useState(0);
  // What shows while the panel is open is read, also what arrives meanwhile.
  const unread = open ? 0 : mails.length - readCount;
  const close = () => {
    setOpen(false);
    setReadCount(mails.length);
  };
  const followLink = (path: string) => {
    close();
    navigate(path);
  };

  return (
    <>
      <button
        type="button"
        className={unread > 0 ? `${styles.opener} ${styles.unread}` : styles.opener}
        aria-label={unreadName(unread)}
        onClick={() => setOpen(true)}
      >
        <Mail aria-hidden size={18} />
        Mail ({unread})
      </button>
      <Modal open={open} onClose={close} title="Demo mail">
        <p className={styles.note}>
          The demo sends no real mail: what it would send arrives here, newest first.
        </p>
        {mails.length === 0 ? (
          <p className={styles.note}>No mail yet.</p>
        ) : (
          <ul className={styles.list}>
            {mails.map((mail) => (
              <li key={mail.id} className={styles.mail}>
                <article aria-labelledby={`mail-${mail.id}`}>
                  <h3 id={`mail-${mail.id}`} className={styles.subject}>
                    {mail.subject}
                  </h3>
                  <p className={styles.meta}>
                    To {mail.to} · <time dateTime={mail.sentAt}>{formatFullDate(mail.sentAt)}</time>
                  </p>
                  <MailText text={mail.text} onAppLink={followLink} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
