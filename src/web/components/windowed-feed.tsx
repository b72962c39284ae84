import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { Fragment, useCallback, useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { RefObject } from 'react';
import { useFeedKeys } from './feed-keys';
import { useDocumentTop } from './use-document-top';
import { useFocusedRow } from './use-focused-row';
import styles from './windowed-feed.module.css';

/** What a card needs to say where it stands in the feed, and where the window puts it. */
export interface FeedSlot {
  /** Position in the feed, for the WAI-ARIA feed pattern. */
  position: number;
  /** The list's length, or -1 while more pages may follow. */
  setSize: number;
  /** Where the card sits (px from the feed's top; none in the flow), and how the window measures it. */
  offsetY?: number;
  measureRef: Ref<HTMLElement>;
}

/** What the list's owner says of its pages: whether more follow, how to ask, whether one comes. */
export interface FeedPaging {
  /** More pages may follow: the set's size is not known yet. */
  hasMore: boolean;
  /** Asks for the next page; called as the reader nears the end. */
  onNearEnd: () => void;
  busy: boolean;
}

interface WindowedFeedProps<Item extends { _id: string }> extends FeedPaging {
  items: Item[];
  /** The feed's accessible name. */
  label: string;
  /** A card's height before it is measured. */
  estimatedHeight: number;
  /** Cards kept beyond each edge of the screen, so that Tab and fast scrolling find them ready. */
  overscan: number;
  /** One card: an `article` with `data-index`, placed and measured as the slot says. */
  renderItem: (item: Item, slot: FeedSlot) => ReactNode;
  /** The feed element, for an owner that watches the focus within it. */
  feedRef?: RefObject<HTMLDivElement | null>;
  /** Focusable from script: focus lands on the feed when the card it was on is gone. */
  focusable?: boolean;
  /** Heights measured on an earlier visit, and where to keep them when the feed goes. */
  measurements?: { initial: VirtualItem[]; keep: (items: VirtualItem[]) => void };
}

/**
 * The cards a server render holds: a tall phone's first screen and the next. More would only
 * cost the phone parsing and layout before its first paint; the app renders the rest.
 */
const serverRenderedCards = 5;

/** The next page is asked for when the last shown card is this close to the end. */
const nearEnd = 6;

/**
 * A WAI-ARIA feed, windowed: only the cards on and near the screen are in the page, however many
 * are loaded, each an article saying where it stands in the list, and the next page is asked for
 * near the end. As the feed pattern asks, Page Down and Page Up move between cards, and
 * Control+End and Control+Home leave the feed for what follows or precedes it. The card holding
 * the focus stays in the page while it is scrolled away, so a keyboard user never loses their place.
 */
export function WindowedFeed<Item extends { _id: string }>(props: WindowedFeedProps<Item>) {
  const { items, label, hasMore, onNearEnd, busy, estimatedHeight, measurements } = props;
  const ownRef = useRef<HTMLDivElement>(null);
  const feed = props.feedRef ?? ownRef;
  const scrollMargin = useDocumentTop(feed);
  const { rangeExtractor, listHandlers } = useFocusedRow();
  const getItemKey = useCallback((index: number) => items[index]!._id, [items]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedHeight,
    overscan: props.overscan,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    // A card that measures nothing is not laid out (a hidden tab, a test's DOM): keep its guess.
    measureElement: (element) => element.getBoundingClientRect().height || estimatedHeight,
    initialMeasurementsCache: measurements?.initial,
  });
  // Rendered on the server (a logged-in visitor's first page, src/web/prerender): the first
  // screen's cards in the page's flow, laid out before any script has run.
  const onServer = typeof window === 'undefined';
  const shown = virtualizer.getVirtualItems();
  // On the server, the first cards in order, in the flow (no offsets, nothing to measure).
  const slots = onServer
    ? items.slice(0, serverRenderedCards).map((item, index) => ({ key: item._id, index, start: 0 }))
    : shown;
  useEffect(
    () => () => measurements?.keep(virtualizer.measurementsCache),
    [measurements, virtualizer],
  );

  const lastShown = shown[shown.length - 1]?.index ?? -1;
  useEffect(() => {
    if (hasMore && !busy && lastShown >= items.length - nearEnd) onNearEnd();
  }, [hasMore, busy, lastShown, items.length, onNearEnd]);

  const moveFocus = useFeedKeys(feed, items.length, virtualizer.scrollToIndex);

  return (
    // The feed pattern's own keys: Page Down and Page Up between its articles.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={feed}
      role="feed"
      aria-label={label}
      aria-busy={busy}
      tabIndex={props.focusable ? -1 : undefined}
      className={styles.feed}
      style={onServer ? undefined : { height: virtualizer.getTotalSize() }}
      data-flow={onServer ? '' : undefined}
      onKeyDown={moveFocus}
      {...listHandlers}
    >
      {slots.map((slot) => (
        <Fragment key={slot.key}>
          {props.renderItem(items[slot.index]!, {
            position: slot.index + 1,
            setSize: hasMore ? -1 : items.length,
            offsetY: onServer ? undefined : slot.start - scrollMargin,
            measureRef: onServer ? null : virtualizer.measureElement,
          })}
        </Fragment>
      ))}
    </div>
  );
}
