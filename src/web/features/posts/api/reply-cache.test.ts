import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Comment, CommentsPageResponse } from '@/contract';
import { appendReply, repliesOf } from './reply-cache';
import { replyKeys, type ReplyPages } from './reply-queries';

const author = { _id: 'u1', username: 'sam', firstName: 'Sam', lastName: 'Lee', avatarUrl: '' };
const reply = (id: string): Comment => ({
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
const page = (ids: string[], nextCursor: string | null): CommentsPageResponse => ({
  comments: ids.map(reply),
  nextCursor,
});

/** A cache holding these pages of p1's thread. */
function threadOf(...pages: CommentsPageResponse[]) {
  const client = new QueryClient();
  client.setQueryData<ReplyPages>(replyKeys.list('p1'), {
    pages,
    pageParams: pages.map((_, n) => (n === 0 ? undefined : `cursor-${n}`)),
  });
  const ids = () =>
    repliesOf(client.getQueryData<ReplyPages>(replyKeys.list('p1'))).map((c) => c._id);
  return { client, ids };
}

describe('a new reply in the loaded thread', () => {
  it('ends the thread when its last page has been read', () => {
    const { client, ids } = threadOf(page(['c1', 'c2'], 'next'), page(['c3'], null));
    appendReply(client, reply('mine'));
    expect(ids()).toEqual(['c1', 'c2', 'c3', 'mine']);
    appendReply(client, reply('mine'));
    expect(ids()).toEqual(['c1', 'c2', 'c3', 'mine']);
  });

  it('goes first while the end is pages away, and shows once when its page comes', () => {
    const { client, ids } = threadOf(page(['c1', 'c2'], 'next'));
    appendReply(client, reply('mine'));
    expect(ids()).toEqual(['mine', 'c1', 'c2']);
    // The reader scrolls on: the last page brings the reply again, in its place.
    client.setQueryData<ReplyPages>(replyKeys.list('p1'), (data) => ({
      pages: [...data!.pages, page(['c3', 'mine'], null)],
      pageParams: [...data!.pageParams, 'next'],
    }));
    expect(ids()).toEqual(['mine', 'c1', 'c2', 'c3']);
  });

  it('leaves a thread nobody has opened alone', () => {
    const client = new QueryClient();
    appendReply(client, reply('mine'));
    expect(client.getQueryData(replyKeys.list('p1'))).toBeUndefined();
  });
});
