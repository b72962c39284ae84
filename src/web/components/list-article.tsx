import type { ReactNode, Ref } from 'react';
import card from './card.module.css';

/** Where an item of a windowed list stands: its place in the set and its measured offset. */
export interface ListPlace {
  /** 1-based, for the WAI-ARIA feed pattern; the list's measurer reads data-index, 0-based. */
  position: number;
  setSize: number;
  /** Set while the list is windowed: the item is placed by a transform, not by the flow. */
  offsetY?: number;
  measureRef?: Ref<HTMLElement>;
}

/**
 * A post or a reply as an item of its list: named by its author's heading, and focusable from
 * script only, since focus moves to it when the item before it is removed.
 */
export function ListArticle({
  position,
  setSize,
  offsetY,
  measureRef,
  headingId,
  className = '',
  postId,
  itemId,
  children,
}: ListPlace & {
  headingId: string;
  className?: string;
  /** A post's id, as data-post-id: tests find a post's card and its id by it. */
  postId?: string;
  /** The item's own id (a post's or a reply's), for focus to find its place when it goes. */
  itemId: string;
  children: ReactNode;
}) {
  return (
    <article
      ref={measureRef}
      style={offsetY === undefined ? undefined : { transform: `translateY(${offsetY}px)` }}
      data-index={position - 1}
      className={`${card.card} ${className}`}
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={setSize}
      data-post-id={postId}
      data-item-id={itemId}
      tabIndex={-1}
    >
      {children}
    </article>
  );
}
