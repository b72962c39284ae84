import { firstPageElementId } from '../../contract/first-page';
import { readSessionCookie } from './session-cookie';

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
 * The answer a page rendered by the server came with (src/server/http/first-page.ts), for the
 * token of the session cookie it was rendered for.
 */
function embeddedAnswer(): EarlyAnswer | undefined {
  const element = document.getElementById(firstPageElementId);
  const url = element?.dataset.url;
  const token = readSessionCookie();
  if (!element || !url || !token) return undefined;
  const answer = new Response(element.textContent, {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
  return { url: new URL(url, window.location.href).href, token, answer: Promise.resolve(answer) };
}

let embeddedTaken = false;
function waitingAnswers(): EarlyAnswer[] | undefined {
  if (!embeddedTaken) {
    embeddedTaken = true;
    const embedded = embeddedAnswer();
    if (embedded) (window.murmurEarlyAnswers ??= []).push(embedded);
  }
  return window.murmurEarlyAnswers;
}

/** Whether this page came with its first posts rendered by the server. */
export const cameWithFirstPage = () => document.getElementById(firstPageElementId) !== null;

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
  embeddedTaken = true;
  document.getElementById(firstPageElementId)?.remove();
}
