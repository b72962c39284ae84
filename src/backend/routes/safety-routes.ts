import { addMutedWordBodySchema, endpoints, muteBodySchema } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';
import { setBlocked } from '../safety/blocks';
import { presentHiddenPeople, withViewerHides } from '../safety/hide-views';
import { addMutedWord, mutedWordsOf, removeMutedWord } from '../safety/muted-words';
import { setMuted } from '../safety/mutes';
import type { UserRow } from '../store/port';
import { presentUsers } from '../views';
import { memberReader } from '../safety/blocked';

/** The other person of a block or mute as the viewer now sees them, read after the commit. */
async function answerPerson({ store, now }: ResolvedDeps, me: UserRow, other: UserRow) {
  const [view] = await presentUsers(store, [other], me);
  return { user: await withViewerHides(store, view!, me, now()) };
}

const block =
  (deps: ResolvedDeps, blocked: boolean): HandlerOf<'block' | 'unblock'> =>
  async (c, call) => {
    const me = c.get('user');
    const other = await setBlocked(deps, me, call.params.userId, blocked);
    return call.json(await answerPerson(deps, me, other), 200);
  };

const mute =
  (deps: ResolvedDeps): HandlerOf<'mute'> =>
  async (c, call) => {
    const { durationSeconds } = await readJson(c, muteBodySchema, deps.maxJsonBytes);
    const me = c.get('user');
    const other = await setMuted(deps, me, call.params.userId, durationSeconds ?? null);
    return call.json(await answerPerson(deps, me, other), 200);
  };

const unmute =
  (deps: ResolvedDeps): HandlerOf<'unmute'> =>
  async (c, call) => {
    const me = c.get('user');
    const other = await setMuted(deps, me, call.params.userId, false);
    return call.json(await answerPerson(deps, me, other), 200);
  };

const hiddenPeople =
  ({ store, now }: ResolvedDeps, kind: 'block' | 'mute'): HandlerOf<'blocks' | 'mutes'> =>
  async (c, call) => {
    const me = c.get('user');
    const { limit, cursor } = readPageParams(c);
    const page = await store.hides.page(me._id, kind, {
      limit,
      reader: memberReader(now, me),
      ...(cursor ? { cursor } : {}),
    });
    return call.json(
      { users: await presentHiddenPeople(store, page.items), nextCursor: page.nextCursor },
      200,
    );
  };

const mutedWords =
  (deps: ResolvedDeps): HandlerOf<'mutedWords'> =>
  async (c, call) =>
    call.json({ mutedWords: await mutedWordsOf(deps, c.get('user')) }, 200);

const addWord =
  (deps: ResolvedDeps): HandlerOf<'addMutedWord'> =>
  async (c, call) => {
    const body = await readJson(c, addMutedWordBodySchema, deps.maxJsonBytes);
    return call.json({ mutedWord: await addMutedWord(deps, c.get('user'), body) }, 201);
  };

const deleteWord =
  (deps: ResolvedDeps): HandlerOf<'deleteMutedWord'> =>
  async (c, call) =>
    call.json({ mutedWords: await removeMutedWord(deps, c.get('user'), call.params.wordId) }, 200);

/** Blocks, mutes and muted words: the lists first, so that "blocks" is never read as a username. */
export function registerSafetyRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.blocks, hiddenPeople(deps, 'block'));
  on(endpoints.mutes, hiddenPeople(deps, 'mute'));
  on(endpoints.mutedWords, mutedWords(deps));
  on(endpoints.addMutedWord, addWord(deps));
  on(endpoints.deleteMutedWord, deleteWord(deps));
  on(endpoints.block, block(deps, true));
  on(endpoints.unblock, block(deps, false));
  on(endpoints.mute, mute(deps));
  on(endpoints.unmute, unmute(deps));
}
