import { describe, expect, it } from 'vitest';
import { answerSchemas, endpoints, pathOf } from '@/contract';
import { memberReader } from '../safety/blocked';
import { downloadExport, importCsv } from '../testing/account-data';
import { expectRefusal } from '../testing/refusals';
import { createTestApi, type TestApi } from '../testing/test-api';

const idOf = async (api: TestApi, username: string) =>
  (await api.store.users.getByUsername(username))!._id;

const followingOf = async (api: TestApi, username: string) =>
  (await api.store.follows.following(await idOf(api, username), { limit: 100 })).items
    .map((person) => person.username)
    .sort();

const hiddenBy = async (api: TestApi, username: string, kind: 'block' | 'mute') => {
  const user = (await api.store.users.getByUsername(username))!;
  const page = await api.store.hides.page(user._id, kind, {
    limit: 100,
    reader: memberReader(() => new Date('2026-11-21T12:00:00Z'), user),
  });
  return page.items.map((row) => row.hiddenUsername).sort();
};

// Each test builds a world and writes hundreds of rows: seconds on a busy PostgreSQL.
describe('POST /api/account/import', { timeout: 30_000 }, () => {
  it("imports one account's exported follows into another, which then follows the same people", async () => {
    const api = await createTestApi();
    const tariq = await api.login('tariq.codes');
    const followingCsv = (await downloadExport(api, tariq)).text('following.csv');
    const amara = await api.login('amara_grows');

    const answer = await importCsv(api, amara, 'following', followingCsv);
    expect(answer.status).toBe(200);
    expect(answerSchemas.importList[0].safeParse(answer.body).success).toBe(true);
    // Tariq follows Kenji and Maya; Amara followed Maya already.
    expect(answer.body).toEqual({
      type: 'following',
      done: 1,
      already: 1,
      notFound: { count: 0, lines: [] },
      refused: { count: 0, lines: [] },
    });
    expect(await followingOf(api, 'amara_grows')).toEqual(
      expect.arrayContaining(await followingOf(api, 'tariq.codes')),
    );
    // Doing it again changes nothing and is no error.
    const again = await importCsv(api, amara, 'following', followingCsv);
    expect(again.body).toMatchObject({ done: 0, already: 2 });
  });

  it("reads Mastodon's files: blocks without a header, bare and @ names, other servers not found", async () => {
    const api = await createTestApi();
    const kenji = await api.login('kenji.rides');
    const csv = [
      'maya.clay@localhost',
      '@lucia_reads',
      'nobody.here',
      'someone@mastodon.example',
      'not an address, at all',
      'kenji.rides',
      '',
    ].join('\n');
    const answer = await importCsv(api, kenji, 'blocks', csv);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      type: 'blocks',
      done: 2,
      already: 0,
      notFound: {
        count: 3,
        lines: ['someone@mastodon.example', 'not an address', 'nobody.here'],
      },
      refused: { count: 1, lines: ['kenji.rides'] },
    });
    expect(await hiddenBy(api, 'kenji.rides', 'block')).toEqual(['lucia_reads', 'maya.clay']);
  });

  it("mutes from Mastodon's mutes file, and a follow honours a block either way", async () => {
    const api = await createTestApi();
    const lucia = await api.login('lucia_reads');
    const mutes = 'Account address,Hide notifications\ntariq.codes@localhost,true\n';
    expect((await importCsv(api, lucia, 'mutes', mutes)).body).toMatchObject({ done: 1 });
    expect(await hiddenBy(api, 'lucia_reads', 'mute')).toEqual(['tariq.codes']);

    const tariq = await api.login('tariq.codes');
    await api.call('POST', pathOf(endpoints.block, { userId: await idOf(api, 'amara_grows') }), {
      token: tariq,
    });
    const follows = 'Account address,Show boosts,Notify on new posts,Languages\n'.concat(
      'amara_grows@localhost,true,false,\nlucia_reads@localhost,true,false,\n',
    );
    const answer = await importCsv(api, tariq, 'following', follows);
    expect(answer.body).toMatchObject({
      done: 1,
      refused: { count: 1, lines: ['amara_grows@localhost'] },
    });
    expect(await followingOf(api, 'tariq.codes')).not.toContain('amara_grows');
  });

  it('names at most 100 lines not found, and counts the rest', async () => {
    const api = await createTestApi();
    const maya = await api.login('maya.clay');
    const csv = Array.from({ length: 150 }, (_, n) => `ghost${n}`).join('\n');
    const answer = await importCsv(api, maya, 'mutes', csv);
    expect(answer.body.notFound.count).toBe(150);
    expect(answer.body.notFound.lines).toHaveLength(100);
    expect(answer.body.notFound.lines[0]).toBe('ghost0');
  });

  it('refuses bad files with a clear code, and changes nothing', async () => {
    const api = await createTestApi();
    const maya = await api.login('maya.clay');
    const before = await followingOf(api, 'maya.clay');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expectRefusal(await importCsv(api, maya, 'following', png), 422, 'importNotCsv');
    expectRefusal(
      await importCsv(api, maya, 'following', 'just some words\n'),
      422,
      'importNotCsv',
    );
    expectRefusal(await importCsv(api, maya, 'following', ''), 422, 'importEmpty');
    expectRefusal(await importCsv(api, maya, 'following', 'Account address\n'), 422, 'importEmpty');
    expectRefusal(await importCsv(api, maya, 'likes', 'kenji.rides'), 422, 'importTypeUnknown');
    expectRefusal(await importCsv(api, maya, undefined, 'kenji.rides'), 422, 'importTypeUnknown');
    expectRefusal(await importCsv(api, maya, 'following', undefined), 422, 'importFileRequired');
    const json = await api.call('POST', '/api/account/import', {
      token: maya,
      body: { type: 'following' },
    });
    expectRefusal(json, 400, 'importMalformed');

    const tooMany = await importCsv(
      api,
      maya,
      'following',
      Array.from({ length: 5001 }, (_, n) => `someone${n}`).join('\n'),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('import_too_many_rows');
    expect(tooMany.body.errors[0]).toContain('at most 5,000 accounts');
    const tooLarge = await importCsv(api, maya, 'following', 'kenji.rides\n'.repeat(90_000));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('import_too_large');
    expect(await followingOf(api, 'maya.clay')).toEqual(before);
  });

  it('refuses the shared guest and anyone without a token; allows ten imports an hour', async () => {
    const api = await createTestApi();
    expectRefusal(
      await importCsv(api, await api.login('guest'), 'blocks', 'maya.clay'),
      403,
      'guestImportRefused',
    );
    expectRefusal(await importCsv(api, '', 'blocks', 'maya.clay'), 401, 'invalidToken');
    const kenji = await api.login('kenji.rides');
    for (let n = 0; n < 10; n++)
      expect((await importCsv(api, kenji, 'mutes', 'maya.clay')).status).toBe(200);
    const refused = await importCsv(api, kenji, 'mutes', 'maya.clay');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_writes');
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});
