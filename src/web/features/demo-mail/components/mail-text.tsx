import type { MouseEvent } from 'react';
import styles from './demo-mail-panel.module.css';

const links = /(https?:\/\/[^\s<>"]+)/g;

interface MailTextProps {
  text: string;
  /** Opens a link to this page's own origin within the app. */
  onAppLink: (path: string) => void;
}

/** A mail's plain text with its links clickable; a link to this page stays in the app. */
export function MailText({ text, onAppLink }: MailTextProps) {
  return (
    <p className={styles.text}>
      {text
        .split(links)
        .map((part, index) =>
          index % 2 === 1 ? <MailLink key={index} href={part} onAppLink={onAppLink} /> : part,
        )}
    </p>
  );
}

function MailLink({ href, onAppLink }: { href: string; onAppLink: (path: string) => void }) {
  const url = new URL(href);
  const own = url.origin === location.origin;
  const follow = (event: MouseEvent) => {
    if (!own || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onAppLink(url.pathname + url.search + url.hash);
  };
  return (
    <a href={href} onClick={follow} {...(own ? {} : { target: '_blank', rel: 'noreferrer' })}>
      {href}
    </a>
  );
}
