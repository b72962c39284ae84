import { describe, expect, it } from 'vitest';
import { answerSchemas, endpoints, pathOf, type EndpointName } from '@/contract';
import { notificationDocs } from '@/contract/endpoint-docs';
import { createTestApi } from '../testing/test-api';

interface Sample {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Who sends it: the guest unless named; 'anyone' sends no token. */
  as?: string;
}

/**
 * A request for every row of the endpoint table, in an order that keeps each one valid (follow
 * before unfollow, logout last). The `satisfies` makes a new row without a sample a type error.
 */
const samples = {
  signup: {
    body: {
      firstName: 'Noor',
      lastName: 'Said',
      username: 'noor',
      email: 'noor@example.com',
      password: 'long-enough-1',
    },
    as: 'anyone',
  },
  login: { body: { username: 'guest', password: 'guest-murmur' }, as: 'anyone' },
  health: {},
  healthLive: {},
  healthReady: {},
  config: {},
  openApi: {},
  feed: { query: '?sort=trending&limit=3' },
  events: { as: 'skip: an event stream, covered by event-routes.test.ts' },
  users: { query: '?q=a&limit=2' },
  search: { query: '?q=the&type=posts&sort=top&limit=2' },
  bookmarks: {},
  editUser: { body: { userData: { bio: 'Hi' } } },
  follow: { params: { userId: '3' } },
  unfollow: { params: { userId: '3' } },
  bookmark: { params: { postId: 'p01' } },
  removeBookmark: { params: { postId: 'p01' } },
  followers: { params: { usernameOrId: 'maya.clay' }, query: '?limit=2' },
  following: { params: { usernameOrId: 'maya.clay' } },
  user: { params: { usernameOrId: 'maya.clay' } },
  profile: { params: { usernameOrId: 'maya.clay' } },
  posts: { query: '?limit=3&sort=trending' },
  likedPosts: {},
  bookmarkedPosts: {},
  userPosts: { params: { username: 'maya.clay' } },
  post: { params: { postId: 'p01' } },
  createPost: { body: { postData: { content: 'Shape check' } } },
  like: { params: { postId: 'p02' } },
  dislike: { params: { postId: 'p02' } },
  trendingTags: {},
  tagPosts: { params: { tag: 'murmur' } },
  repost: { params: { postId: 'p02' } },
  unrepost: { params: { postId: 'p02' } },
  replies: { params: { postId: 'p02' }, query: '?limit=1' },
  reply: { params: { postId: 'p02', replyId: 'c02' } },
  addReply: { params: { postId: 'p02' }, body: { commentData: { text: 'Shape @maya.clay' } } },
  editReply: {
    params: { postId: 'p02', replyId: 'c02' },
    body: { commentData: { text: 'Edited' } },
    as: 'kenji.rides',
  },
  upvoteReply: { params: { postId: 'p02', replyId: 'c02' } },
  downvoteReply: { params: { postId: 'p02', replyId: 'c02' } },
  unvoteReply: { params: { postId: 'p02', replyId: 'c02' } },
  deleteReply: { params: { postId: 'p02', replyId: 'c02' }, as: 'kenji.rides' },
  // tariq.codes was told of the guest's reply to p02 just before.
  notifications: { as: 'tariq.codes' },
  unreadNotifications: { as: 'tariq.codes' },
  readNotifications: { body: notificationDocs.readNotifications.sampleBody, as: 'tariq.codes' },
  editPost: { params: { postId: 'p01' }, body: { postData: { content: 'x' } }, as: 'maya.clay' },
  deletePost: { params: { postId: 'p01' }, as: 'maya.clay' },
  media: { as: 'skip: multipart, covered by the Node host tests' },
  testTodos: {},
  createTestTodo: { body: { title: 'Shape' } },
  deleteTestTodo: { params: { todoId: '1' } },
  deleteTestTodos: {},
  addMutedWord: { body: { phrase: 'kiln', expiresInSeconds: 86_400 } },
  mutedWords: {},
  deleteMutedWord: {
    params: { wordId: 'no-such-word' },
    as: 'skip: answered in safety-words.test.ts',
  },
  mute: { params: { userId: '6' }, body: { durationSeconds: 3600 } },
  mutes: {},
  unmute: { params: { userId: '6' } },
  block: { params: { userId: '6' } },
  blocks: {},
  unblock: { params: { userId: '6' } },
  logout: {},
  report: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  reportQueue: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  dismissReport: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  removeReported: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  warnReported: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  moderationLog: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  signups: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  setRole: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  suspendUser: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  unsuspendUser: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  approveSignup: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  rejectSignup: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  moderatedUser: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  invites: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  createInvite: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  deleteInvite: { as: 'skip: checked against its schema in moderation-routes.test.ts' },
  changePassword: { as: 'skip: checked against its schema in account-password.test.ts' },
  accountSessions: { as: 'skip: checked against its schema in account-sessions.test.ts' },
  endOtherSessions: { as: 'skip: checked against its schema in account-sessions.test.ts' },
  endSession: { as: 'skip: checked against its schema in account-sessions.test.ts' },
  requestPasswordReset: { as: 'skip: checked against its schema in email-reset.test.ts' },
  resetPassword: { as: 'skip: checked against its schema in email-reset.test.ts' },
  verifyEmail: { as: 'skip: checked against its schema in email-verify.test.ts' },
  resendVerification: { as: 'skip: checked against its schema in email-verify.test.ts' },
  changeEmail: { as: 'skip: checked against its schema in email-change.test.ts' },
  deleteAccount: { as: 'skip: checked against its schema in account-delete.test.ts' },
  exportData: { as: 'skip: a ZIP, covered by account-export.test.ts' },
  importList: { as: 'skip: multipart, checked against its schema in account-import.test.ts' },
  checkAuthorization: { as: 'skip: checked against its schema in oauth-flow.test.ts' },
  decideAuthorization: { as: 'skip: checked against its schema in oauth-flow.test.ts' },
  authorizedApps: { as: 'skip: checked against its schema in oauth-flow.test.ts' },
  revokeAuthorizedApp: { as: 'skip: checked against its schema in oauth-flow.test.ts' },
} satisfies Record<EndpointName, Sample>;

/**
 * Every success answer matches its row's schema in the endpoint table exactly, with and without
 * Prefer: return=minimal: the schemas are strict, so a field the contract does not name (a
 * password hash, an email in a public view) fails here.
 */
describe('success answers match the endpoint table', () => {
  it.each([false, true])('for every endpoint (minimal: %s)', async (minimal) => {
    const api = await createTestApi();
    const tokens = new Map<string, string>();
    const tokenOf = async (username: string) => {
      if (!tokens.has(username)) tokens.set(username, await api.login(username));
      return tokens.get(username)!;
    };
    for (const [name, sample] of Object.entries(samples) as [EndpointName, Sample][]) {
      if (sample.as?.startsWith('skip')) continue;
      const endpoint = endpoints[name];
      const path = pathOf(endpoint, sample.params ?? {}) + (sample.query ?? '');
      const as = sample.as ?? 'guest';
      const answer = await api.call(endpoint.method, path, {
        ...(as === 'anyone' ? {} : { token: await tokenOf(as) }),
        ...(sample.body === undefined ? {} : { body: sample.body }),
        ...(minimal ? { headers: { Prefer: 'return=minimal' } } : {}),
      });
      expect(answer.status, `${endpoint.method} ${path}`).toBeLessThan(300);
      const schema = answerSchemas[name][minimal ? 1 : 0];
      const parsed = schema.safeParse(answer.body);
      expect(parsed.error?.issues, `${endpoint.method} ${path}`).toBeUndefined();
    }
  });
});
