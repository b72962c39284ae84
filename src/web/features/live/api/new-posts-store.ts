import type { PostEvent } from '@/contract/live-events';
import { sessionStore } from '@/web/lib/session';
import { startFeedEvents, type FeedEventsMode, type FeedEventsOptions } from './feed-events';

/** The most posts kept: the pill's count stops growing here, and pressing it reloads the feed anyway. */
export const maxNewPosts = 100;

export interface NewPostsState {
  /** Posts by others heard of and not yet shown, oldest first, each once. */
  posts: readonly PostEvent[];
  /** How new posts are heard of now; undefined before the first answer or without a session. */
  mode: FeedEventsMode | undefined;
}

/** How to listen: the defaults unless set (tests make them short). */
export type NewPostsListening = Omit<FeedEventsOptions, 'onPost' | 'onModeChange'>;

export interface NewPostsStart extends NewPostsListening {
  /** Whether the feed shows this post already: then it is no news (a refetch brought it). */
  isShown?: (postId: string) => boolean;
}

const empty: NewPostsState = { posts: [], mode: undefined };

/**
 * The new posts of the logged-in session, kept outside React's tree: the protected layout starts
 * it, so the count and the stream (with its Last-Event-ID) outlive the feed route, and leaving
 * for a profile and coming Back finds the pill as it was. It forgets everything when the session
 * ends or another one starts.
 */
function createNewPostsStore() {
  let state = empty;
  let token: string | undefined;
  const listeners = new Set<() => void>();
  const set = (next: NewPostsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Listens for the current session's new posts; answers the function that stops it. */
    start({ isShown, ...listening }: NewPostsStart = {}): () => void {
      const session = sessionStore.get();
      if (!session) return () => undefined;
      if (session.token !== token) set(empty);
      token = session.token;
      const stopEvents = startFeedEvents({
        ...listening,
        onPost(event) {
          const { posts } = state;
          if (event.username === session.user.username || isShown?.(event.postId)) return;
          if (posts.length >= maxNewPosts || posts.some((post) => post.postId === event.postId))
            return;
          set({ ...state, posts: [...posts, event] });
        },
        onModeChange: (mode) => set({ ...state, mode }),
      });
      return () => {
        stopEvents();
        // A logout forgets; a layout that only remounts within the session keeps the count.
        if (sessionStore.get()?.token !== token) {
          token = undefined;
          set(empty);
        } else if (state.mode) set({ ...state, mode: undefined });
      };
    },
    /**
     * The reader was shown a page of the newest posts: forget those it held, and only those. A
     * post heard of while the page was being read is not in it, and keeps the pill.
     */
    forgetShown: (shownIds: readonly string[]) => {
      const shown = new Set(shownIds);
      const posts = state.posts.filter((post) => !shown.has(post.postId));
      if (posts.length !== state.posts.length) set({ ...state, posts });
    },
  };
}

export const newPostsStore = createNewPostsStore();
