import { describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/test-api';

const hour = 60 * 60 * 1000;

/** guest is followed by lucia_reads alone: maya, tariq, amara and kenji are strangers to them. */
async function world() {
  const api = await createTestApi({ unsolicitedPerHour: 2 });
  const guest = await api.login('guest');
  const tokens = new Map<string, string>();
  const mentionsOf = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await api.login(username));
    const page = await api.call<{ notifications: { kind: string }[] }>(
      'GET',
      '/api/notifications',
      { token: tokens.get(username)! },
    );
    return page.body.notifications.filter((line) => line.kind === 'mention').length;
  };
  const post = async (content: string) =>
    (
      await api.call<{ post: { _id: string } }>('POST', '/api/posts', {
        token: guest,
        body: { postData: { content } },
        headers: { Prefer: 'return=minimal' },
      })
    ).body.post._id;
  return { api, guest, mentionsOf, post };
}

describe('unsolicited notifications', () => {
  it('stop past the hourly limit for strangers, never for followers; the post is made', async () => {
    const w = await world();
    const id = await w.post('Hello @maya.clay @tariq.codes @amara_grows @lucia_reads');
    expect((await w.api.call('GET', `/api/posts/${id}`)).status).toBe(200);
    const strangers = ['maya.clay', 'tariq.codes', 'amara_grows'];
    const told = await Promise.all(strangers.map(w.mentionsOf));
    expect(told.reduce((a, b) => a + b)).toBe(2);
    expect(await w.mentionsOf('lucia_reads')).toBe(1);
  });

  it('counts an edit that adds mentions again, and starts again the next hour', async () => {
    const w = await world();
    const id = await w.post('Hi @maya.clay');
    await w.api.call('POST', `/api/posts/edit/${id}`, {
      token: w.guest,
      body: { postData: { content: 'Hi @maya.clay and @tariq.codes' } },
    });
    await w.api.call('POST', `/api/posts/edit/${id}`, {
      token: w.guest,
      body: { postData: { content: 'Hi @maya.clay, @tariq.codes and @kenji.rides' } },
    });
    expect(await w.mentionsOf('maya.clay')).toBe(1);
    expect(await w.mentionsOf('tariq.codes')).toBe(1);
    expect(await w.mentionsOf('kenji.rides')).toBe(0);
    w.api.advance(hour + 1);
    await w.post('Again @kenji.rides');
    expect(await w.mentionsOf('kenji.rides')).toBe(1);
  });
});
