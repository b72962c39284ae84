import type { ReactNode } from 'react';
import { Tabs } from '@/web/components/tabs';
import type { FeedTab } from '../lib/feed-sort';

const tabs: readonly FeedTab[] = ['Trending', 'Latest'];

interface FeedTabsProps {
  selected: FeedTab;
  onSelect: (tab: FeedTab) => void;
  children: ReactNode;
}

/** Trending and Latest as tabs over the feed. */
export function FeedTabs({ selected, onSelect, children }: FeedTabsProps) {
  return (
    <Tabs tabs={tabs} selected={selected} onSelect={onSelect} label="Sort the feed" idPrefix="feed">
      {children}
    </Tabs>
  );
}
