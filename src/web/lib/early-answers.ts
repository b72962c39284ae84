/** A request public/boot.js sent before the app's code arrived, with the answer it will get. */
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
 * The answer boot.js is already waiting for at `url` with `token`, taken once: the app's first
 * ask of the feed then costs no second request. Undefined for anything else (another address, a
 * session changed since, a second ask), which the caller sends itself.
 */
export function takeEarlyAnswer(
  url: string,
  token: string | undefined,
): Promise<Response> | undefined {
  const waiting = window.murmurEarlyAnswers;
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
}
