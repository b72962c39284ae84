import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyAnswers, takeEarlyAnswer } from './early-answers';

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
  afterEach(() => {
    document.cookie = 'murmur-session=; Path=/; Max-Age=0';
    delete window.murmurEarlyAnswers;
  });

  it('is taken once, for the token of the session cookie it was rendered for, then dropped', async () => {
    vi.resetModules();
    document.cookie = 'murmur-session=token-a; Path=/';
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="murmur-first-page" data-url="/api/feed?limit=20&amp;sort=trending">{"posts":[],"nextCursor":"c"}</script>',
    );
    const early = await import('./early-answers');
    expect(early.cameWithFirstPage()).toBe(true);
    const here = new URL('/api/feed?limit=20&sort=trending', window.location.href).href;
    expect(early.takeEarlyAnswer(here, 'token-b')).toBeUndefined();
    const taken = early.takeEarlyAnswer(here, 'token-a');
    expect(await (await taken!).json()).toEqual({ posts: [], nextCursor: 'c' });
    expect(early.takeEarlyAnswer(here, 'token-a')).toBeUndefined();
    early.forgetEarlyAnswers();
    expect(document.getElementById('murmur-first-page')).toBeNull();
    expect(early.cameWithFirstPage()).toBe(false);
  });
});
