import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { paths } from '../config/paths';
import { serverConfigQuery } from '@/web/features/auth';
import { firstPostList } from '@/web/features/posts';
import { cameWithFirstPage, forgetEarlyAnswers } from '../lib/early-answers';
import { sessionStore } from '../lib/session';

/** Longest the takeover waits for the server's settings before the page shows without them. */
const configWait = 2000;

const routerReady = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * Asks for the first screen's data while the rest of its code arrives, into the query cache the
 * app then reads: the first page of posts for a logged-in visitor of / or /explore (the answer
 * the server rendered the page with, or that public/boot.js asked for before the code came,
 * through takeEarlyAnswer), the server's settings
 * (the guest account's button) on the login page. Resolves once the router has loaded the
 * page's code, and the login page's settings are in (or took too long), so that the app's first
 * render replaces the pre-rendered page with the same page, not with a loading line, and no
 * button appears a moment later. The early answers the app did not take are dropped after that.
 */
export function prepareFirstScreen(router: DataRouter, queryClient: QueryClient): Promise<unknown> {
  const here = window.location.pathname;
  const waits: Promise<unknown>[] = [routerReady(router)];
  const list = sessionStore.get() ? firstPostList(here, window.location.search) : undefined;
  let firstPage: Promise<unknown> | undefined;
  if (list) {
    firstPage = import('./first-posts').then(({ prefetchFirstPosts }) =>
      prefetchFirstPosts(queryClient, list),
    );
    // Posts the server rendered into the page are replaced by the same posts, not a skeleton:
    // their answer came with the page, and boot.js preloaded first-posts.ts with the page's own
    // chunks, so this wait ends as soon as the router's does.
    if (cameWithFirstPage()) waits.push(firstPage);
  }
  if (here === paths.login.path) {
    const config = queryClient.prefetchQuery(serverConfigQuery);
    waits.push(Promise.race([config, new Promise((done) => setTimeout(done, configWait))]));
  }
  const ready = Promise.all(waits);
  // What boot.js asked for and the app did not take (a session refused since, say) is dropped
  // once the first posts were asked for, not as soon as the router is ready: on a busy machine
  // first-posts.ts may still be on its way then, and would ask the server a second time.
  void Promise.allSettled([ready, firstPage]).then(forgetEarlyAnswers);
  return ready;
}
