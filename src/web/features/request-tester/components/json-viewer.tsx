import ReactJsonView, { type ThemeObject } from '@microlink/react-json-view';
import { useEffect, useState } from 'react';
import { useTheme } from '../../../components/theme/theme-context';
import styles from './json-viewer.module.css';

/** How long "Copied" stays (spec section 8: the copy confirmation lasts 5500 ms). */
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

/** The JSON viewer (loaded lazily): arrays grouped after 100 items, indent 4, copy confirmed. */
export default function JsonViewer({ name, value }: { name: string; value: object }) {
  const { theme } = useTheme();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), confirmationMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <>
      {/* Scrolls on its own, so keyboards must be able to reach it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.viewer} role="region" aria-label={`${name} viewer`} tabIndex={0}>
        <ReactJsonView
          src={value}
          name={name}
          theme={theme === 'dark' ? dark : light}
          groupArraysAfterLength={100}
          indentWidth={4}
          collapseStringsAfterLength={200}
          displayDataTypes={false}
          enableClipboard={() => setCopied(true)}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
        />
      </div>
      <p role="status" className={styles.copied}>
        {copied ? 'Copied to the clipboard.' : ''}
      </p>
    </>
  );
}
