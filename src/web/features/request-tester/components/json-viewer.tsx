import ReactJsonView, { type ThemeObject } from '@microlink/react-json-view';
import { ChevronsDownUp, ChevronsUpDown, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { clientMessages } from '@/contract/client-messages';
import { Button } from '@/web/components/button';
import { useTheme } from '@/web/components/theme/theme-context';
import { notify } from '@/web/lib/notify';
import styles from './json-viewer.module.css';

/** How long "Copied" stays after a copy: 5.5 s. */
const confirmationMs = 5500;

/*
 * Base16 palettes on the app's own backgrounds, each colour readable on them (WCAG AA); the
 * viewer's bundled themes are not.
 */
const light: ThemeObject = {
  base00: 'transparent',
  base01: '#efedf8',
  base02: '#e3e0ee',
  base03: '#5c5870',
  base04: '#5c5870',
  base05: '#16141f',
  base06: '#16141f',
  base07: '#16141f',
  base08: '#b3261e',
  base09: '#1d6b3f',
  base0A: '#8a5a00',
  base0B: '#0b5cad',
  base0C: '#5c5870',
  base0D: '#4327d6',
  base0E: '#4327d6',
  base0F: '#0b5cad',
};

const dark: ThemeObject = {
  base00: 'transparent',
  base01: '#24212f',
  base02: '#2e2a3c',
  base03: '#aaa5bf',
  base04: '#aaa5bf',
  base05: '#f1eff8',
  base06: '#f1eff8',
  base07: '#f1eff8',
  base08: '#ff8a8e',
  base09: '#7ddca5',
  base0A: '#f2c66d',
  base0B: '#8ec5ff',
  base0C: '#aaa5bf',
  base0D: '#b7a9ff',
  base0E: '#b7a9ff',
  base0F: '#8ec5ff',
};

/**
 * An answer larger than this opens with only its first two levels open (a page of posts shows
 * its 20 to 100 posts folded): drawing 100 posts' every field took the viewer about a second,
 * during which the page did not answer. "Expand all" still opens everything on request.
 */
export const fullyOpenUpTo = 24 * 1024;

/** How the viewer opens a value of this many bytes: wholly, or to a depth. */
const openingOf = (size: number) => (size > fullyOpenUpTo ? 2 : false);

/**
 * The JSON viewer (loaded lazily): arrays grouped after 100 items, indent 4, copy confirmed. Its
 * own toggles and copy icons answer the mouse only, so the buttons above it do the same for
 * keyboards: expand all, collapse all, copy the whole value.
 */
export default function JsonViewer({
  name,
  value,
  size,
}: {
  name: string;
  value: object;
  /** The answer's size in bytes, which decides how far it opens. */
  size: number;
}) {
  const { theme } = useTheme();
  // How many copies the confirmation stands for: each one is a new message, announced again.
  const [copies, setCopies] = useState(0);
  const copied = () => setCopies((count) => count + 1);
  // The viewer reads `collapsed` when it mounts: a new key applies a new choice.
  const [view, setView] = useState<{ collapsed: boolean | number; key: number }>({
    collapsed: openingOf(size),
    key: 0,
  });
  // A new answer opens as its size says, whatever was chosen for the last one.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setView(({ key }) => ({ collapsed: openingOf(size), key: key + 1 }));
  }
  useEffect(() => {
    if (copies === 0) return;
    const timer = window.setTimeout(() => setCopies(0), confirmationMs);
    return () => window.clearTimeout(timer);
  }, [copies]);

  const show = (collapsed: boolean) => setView(({ key }) => ({ collapsed, key: key + 1 }));
  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(value, null, 4));
      copied();
    } catch {
      notify.error(clientMessages.copyRefused);
    }
  };

  return (
    <>
      <div className={styles.tools}>
        <Button
          variant="secondary"
          className={styles.tool}
          aria-label={`Expand all of ${name}`}
          onClick={() => show(false)}
        >
          <ChevronsUpDown aria-hidden size={16} />
          Expand all
        </Button>
        <Button
          variant="secondary"
          className={styles.tool}
          aria-label={`Collapse all of ${name}`}
          onClick={() => show(true)}
        >
          <ChevronsDownUp aria-hidden size={16} />
          Collapse all
        </Button>
        <Button
          variant="secondary"
          className={styles.tool}
          aria-label={`Copy ${name}`}
          onClick={() => void copyAll()}
        >
          <Copy aria-hidden size={16} />
          Copy
        </Button>
      </div>
      {/* Scrolls on its own, so keyboards must be able to reach it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.viewer} role="region" aria-label={`${name} viewer`} tabIndex={0}>
        <ReactJsonView
          key={view.key}
          src={value}
          name={name}
          collapsed={view.collapsed}
          theme={theme === 'dark' ? dark : light}
          groupArraysAfterLength={100}
          indentWidth={4}
          collapseStringsAfterLength={200}
          displayDataTypes={false}
          enableClipboard={copied}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
        />
      </div>
      <p role="status" className={styles.copied}>
        {copies > 0 && <span key={copies}>Copied to the clipboard.</span>}
      </p>
    </>
  );
}
