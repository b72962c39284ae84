import { afterEach, describe, expect, it } from 'vitest';
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
