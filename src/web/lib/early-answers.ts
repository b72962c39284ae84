import { firstPageElementId } from '@/contract/first-page';
// The store itself: the session module's index imports the API client, which imports this.
import { sessionStore } from './session/session-store';

/** A request public/boot.js sent before the app's code arrived, or the answer the page came with. */
interface EarlyAnswer {
  url: string;
  token: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    murmurEarlyAnswers?: EarlyAnswer[];
  }
}

/**
 * The answer a page rendered by the server came with (src/server/http/first-page.ts), with the
 * stored session's token, when the page was rendered for that session's user: a page from the
 * history, rendered before a logout and someone else's login, is not theirs to take.
 */
function embeddedAnswer(): EarlyAnswer | undefined {
  const element = document.getElementById(firstPageElementId);
  const session = sessionStore.get();
  const url = element?.dataset.url;
  if (!element || !url || !session || element.dataset.viewer !== session.user.username)
    return undefined;
  const answer = new Response(element.textContent, {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
  return {
    url: new URL(url, window.location.href).href,
    token: session.token,
    answer: Promise.resolve(answer),
  };
}

/** Whether the page's embedded answer was read yet, and whether it was this session's. */
let embeddedRead = false;
let embeddedFound = false;
function waitingAnswers(): EarlyAnswer[] | undefined {
  if (!embeddedRead) {
    embeddedRead = true;
    const embedded = embeddedAnswer();
    embeddedFound = embedded !== undefined;
    if (embedded) (window.murmurEarlyAnswers ??= []).push(embedded);
  }
  return window.murmurEarlyAnswers;
}

/** Whether this page came with its first posts rendered by the server for this session's user. */
export function cameWithFirstPage(): boolean {
  waitingAnswers();
  return embeddedFound;
}

/**
 * The answer boot.js is already waiting for at `url` with `token`, taken once: the app's first
 * ask of the feed then costs no second request. Undefined for anything else (another address, a
 * session changed since, a second ask), which the caller sends itself.
 */
export function takeEarlyAnswer(
  url: string,
  token: string | undefined,
): Promise<Response> | undefined {
  const waiting = waitingAnswers();
  const index = waiting?.findIndex((early) => early.url === url && early.token === token) ?? -1;
  if (index < 0) return undefined;
  return waiting!.splice(index, 1)[0]!.answer;
}

/**
 * Drops what the app did not take (a session the app refused, say), so that no answer, nor the
 * token beside it, stays on the window.
 */
export function forgetEarlyAnswers(): void {
  delete window.murmurEarlyAnswers;
  embeddedRead = true;
  embeddedFound = false;
  document.getElementById(firstPageElementId)?.remove();
}
