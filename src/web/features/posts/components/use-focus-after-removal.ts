import { useEffect, useRef, type RefObject } from 'react';

/**
 * When the post that held focus leaves the list (deleted, unliked on Liked Post, its bookmark
 * removed), focus would fall to the page's body and a keyboard user would start again from the
 * top. Instead it goes to the post that took its place, or the last one, or the list itself.
 */
export function useFocusAfterRemoval(
  feedRef: RefObject<HTMLElement | null>,
  postIds: readonly string[],
) {
  const focused = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    const feed = feedRef.current;
    if (!feed) return;
    const onFocusIn = (event: FocusEvent) => {
      const article = event.target instanceof Element ? event.target.closest('article') : null;
      if (!article?.dataset.postId) return;
      const index = [...feed.querySelectorAll(':scope > article')].indexOf(article);
      focused.current = { id: article.dataset.postId, index };
    };
    feed.addEventListener('focusin', onFocusIn);
    return () => feed.removeEventListener('focusin', onFocusIn);
  }, [feedRef]);

  useEffect(() => {
    const feed = feedRef.current;
    const last = focused.current;
    if (!feed || !last || postIds.includes(last.id)) return;
    focused.current = null;
    // Only when focus was really lost: the user may have gone elsewhere since.
    const active = document.activeElement;
    if (active && active !== document.body && active !== feed) return;
    const articles = feed.querySelectorAll<HTMLElement>(':scope > article');
    (articles[Math.min(last.index, articles.length - 1)] ?? feed).focus();
  }, [feedRef, postIds]);
}
