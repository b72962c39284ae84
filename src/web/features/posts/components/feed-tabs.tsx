import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { FeedTab } from '../lib/feed-sort';
import tabStrip from '@/web/components/tab-strip.module.css';
import styles from './feed-tabs.module.css';

const tabs: readonly FeedTab[] = ['Trending', 'Latest'];

interface FeedTabsProps {
  selected: FeedTab;
  onSelect: (tab: FeedTab) => void;
  children: ReactNode;
}

/** Trending and Latest as WAI-ARIA tabs (arrow keys move between them) over the feed. */
export function FeedTabs({ selected, onSelect, children }: FeedTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: FeedTab) => `feed-tab-${tab.toLowerCase()}`;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tabs[(tabs.indexOf(selected) + 1) % tabs.length]!;
    onSelect(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  }

  return (
    <>
      <div ref={list} role="tablist" aria-label="Sort the feed" className={tabStrip.strip}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === selected}
            aria-controls="feed-panel"
            tabIndex={tab === selected ? 0 : -1}
            className={`${tabStrip.tab} ${styles.tab}`}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {tab}
          </button>
        ))}
      </div>
      <div id="feed-panel" role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
