import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Reply, RepliesPageResponse } from '@/contract';
import { appendReply, patchReply, removeReply, repliesOf, restoreReply } from './reply-cache';
import { replyKeys, type ReplyPages } from './reply-queries';

const author = { _id: 'u1', username: 'sam', firstName: 'Sam', lastName: 'Lee', avatarUrl: '' };
const reply = (id: string): Reply => ({
  _id: id,
  postId: 'p1',
  username: 'sam',
  avatarUrl: '',
  text: `Reply ${id}`,
  votes: { upvotedBy: [], downvotedBy: [], upvoteCount: 0, downvoteCount: 0 },
  author,
  viewerVote: null,
  mentions: [],
});
const page = (ids: string[], nextCursor: string | null): RepliesPageResponse => ({
  comments: ids.map(reply),
  nextCursor,
});

/** A cache holding these pages of p1's thread, and readers of what it holds. */
function threadOf(...pages: RepliesPageResponse[]) {
  const client = new QueryClient();
  const load = (loaded: RepliesPageResponse[]) =>
    client.setQueryData<ReplyPages>(replyKeys.list('p1'), {
      pages: loaded,
      pageParams: loaded.map((_, n) => (n === 0 ? undefined : `cursor-${n}`)),
    });
  load(pages);
  const pagesNow = () => client.getQueryData<ReplyPages>(replyKeys.list('p1'))!.pages;
  const pinned = () => client.getQueryData<Reply[]>(replyKeys.pinned('p1')) ?? [];
  const shown = () => repliesOf(pinned(), { pages: pagesNow() }).map((c) => c._id);
  const stored = () => pagesNow().map((p) => p.comments.map((c) => c._id));
  return { client, load, pinned, shown, stored };
}

describe('a new reply in the loaded thread', () => {
  it('ends the thread when its last page has been read, once however often it comes', () => {
    const { client, shown, stored, pinned } = threadOf(
      page(['c1', 'c2'], 'next'),
      page(['c3'], null),
    );
    appendReply(client, reply('mine'));
    appendReply(client, reply('mine'));
    expect(stored()).toEqual([
      ['c1', 'c2'],
      ['c3', 'mine'],
    ]);
    expect(pinned()).toEqual([]);
    expect(shown()).toEqual(['c1', 'c2', 'c3', 'mine']);
  });

  it('is pinned first while the end is pages away, and stays so when the pages are read again', () => {
    const { client, load, shown, stored, pinned } = threadOf(page(['c1', 'c2'], 'next'));
    appendReply(client, reply('mine'));
    appendReply(client, reply('mine'));
    expect(pinned().map((c) => c._id)).toEqual(['mine']);
    expect(stored()).toEqual([['c1', 'c2']]);
    expect(shown()).toEqual(['mine', 'c1', 'c2']);
    // A refetch replaces the pages with the server's: the pinned reply is not among them.
    load([page(['c1', 'c2'], 'next')]);
    expect(shown()).toEqual(['mine', 'c1', 'c2']);
    // The reader reaches the end: its page brings the reply again, shown once, first.
    load([page(['c1', 'c2'], 'next'), page(['c3', 'mine'], null)]);
    expect(shown()).toEqual(['mine', 'c1', 'c2', 'c3']);
  });

  it('is edited, deleted and put back in both places it stands', () => {
    const { client, load, shown, pinned, stored } = threadOf(page(['c1'], 'next'));
    appendReply(client, reply('mine'));
    load([page(['c1'], 'next'), page(['mine'], null)]);
    patchReply(client, 'p1', 'mine', (c) => ({ ...c, text: 'Edited' }));
    expect(pinned()[0]!.text).toBe('Edited');
    expect(client.getQueryData<ReplyPages>(replyKeys.list('p1'))!.pages[1]!.comments[0]!.text).toBe(
      'Edited',
    );

    const removal = removeReply(client, 'p1', 'mine')!;
    expect(shown()).toEqual(['c1']);
    // The server refused: the reply is back first, and in its page.
    restoreReply(client, 'p1', removal);
    expect(shown()).toEqual(['mine', 'c1']);
    expect(stored()).toEqual([['c1'], ['mine']]);
  });

  it('leaves a thread nobody has opened alone', () => {
    const client = new QueryClient();
    appendReply(client, reply('mine'));
    expect(client.getQueryData(replyKeys.list('p1'))).toBeUndefined();
    expect(client.getQueryData(replyKeys.pinned('p1'))).toBeUndefined();
  });
});
