import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyAnswers, takeEarlyAnswer } from './early-answers';
import type { LoginDetails } from './session';

const feedUrl = 'http://localhost/api/feed?limit=20&sort=trending';

describe('takeEarlyAnswer', () => {
  afterEach(() => {
    delete window.murmurEarlyAnswers;
  });

  it("hands over boot.js's answer once, to the same address and token", async () => {
    const answer = Promise.resolve(new Response('{"posts":[],"nextCursor":null}'));
    window.murmurEarlyAnswers = [{ url: feedUrl, token: 'token-a', answer }];
    expect(takeEarlyAnswer(feedUrl, 'token-b')).toBeUndefined();
    expect(takeEarlyAnswer(`${feedUrl}&cursor=x`, 'token-a')).toBeUndefined();
    const taken = takeEarlyAnswer(feedUrl, 'token-a');
    expect(taken).toBe(answer);
    expect(await (await taken!).json()).toEqual({ posts: [], nextCursor: null });
    // A second ask (a refetch) goes to the server.
    expect(takeEarlyAnswer(feedUrl, 'token-a')).toBeUndefined();
  });

  it('answers nothing when boot.js sent nothing (a guest, the demo, the dev server)', () => {
    expect(takeEarlyAnswer(feedUrl, undefined)).toBeUndefined();
  });

  it('forgets what the app did not take, token and all', () => {
    const answer = Promise.resolve(new Response('{}'));
    window.murmurEarlyAnswers = [{ url: feedUrl, token: 'token-a', answer }];
    forgetEarlyAnswers();
    expect(window.murmurEarlyAnswers).toBeUndefined();
    expect(takeEarlyAnswer(feedUrl, 'token-a')).toBeUndefined();
  });
});

describe('the answer a page rendered by the server came with', () => {
  const embed = (viewer: string) =>
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="murmur-first-page" data-url="/api/feed?limit=20&amp;sort=trending" data-viewer="${viewer}">{"posts":[],"nextCursor":"c"}</script>`,
    );
  /** The modules afresh, as a page load has them, with `username` logged in. */
  async function loadAs(username: string) {
    vi.resetModules();
    const { sessionStore } = await import('./session');
    sessionStore.start({ user: { username, firstName: 'A' }, token: 'token-a' } as LoginDetails);
    return import('./early-answers');
  }
  const here = () => new URL('/api/feed?limit=20&sort=trending', window.location.href).href;

  afterEach(() => {
    document.getElementById('murmur-first-page')?.remove();
    delete window.murmurEarlyAnswers;
  });

  it("is taken once, with the session's token, when it was rendered for the session's user", async () => {
    embed('guest');
    const early = await loadAs('guest');
    expect(early.cameWithFirstPage()).toBe(true);
    expect(early.takeEarlyAnswer(here(), 'token-b')).toBeUndefined();
    const taken = early.takeEarlyAnswer(here(), 'token-a');
    expect(await (await taken!).json()).toEqual({ posts: [], nextCursor: 'c' });
    expect(early.takeEarlyAnswer(here(), 'token-a')).toBeUndefined();
    early.forgetEarlyAnswers();
    expect(document.getElementById('murmur-first-page')).toBeNull();
    expect(early.cameWithFirstPage()).toBe(false);
  });

  it("is never taken into another user's session (a page rendered before a logout)", async () => {
    embed('maya.clay');
    const early = await loadAs('guest');
    expect(early.cameWithFirstPage()).toBe(false);
    expect(early.takeEarlyAnswer(here(), 'token-a')).toBeUndefined();
  });
});
