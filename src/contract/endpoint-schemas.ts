import { mediaUploadResponseSchema } from './post-media';
import * as z from 'zod';
import { searchResponseSchema } from './search';
import {
  appRevokedResponseSchema,
  authorizationCheckResponseSchema,
  authorizationDecisionResponseSchema,
  authorizedAppsResponseSchema,
} from './oauth';
import type { AnswerOf, EndpointName, Endpoints, MinimalAnswerOf } from './endpoints';
import {
  accountResponseSchema,
  bookmarksResponseSchema,
  replyResponseSchema,
  repliesPageResponseSchema,
  deletedReplyResponseSchema,
  deletedPostResponseSchema,
  followMinimalResponseSchema,
  followResponseSchema,
  healthLiveResponseSchema,
  healthReadyResponseSchema,
  healthResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  notificationsPageResponseSchema,
  postResponseSchema,
  postsPageResponseSchema,
  postsResponseSchema,
  serverConfigResponseSchema,
  signupResponseSchema,
  todosResponseSchema,
  unreadCountResponseSchema,
  userResponseSchema,
  usersPageResponseSchema,
  usersResponseSchema,
} from './responses';
import { accountDeletedResponseSchema, passwordChangedResponseSchema } from './account';
import {
  accountSessionsResponseSchema,
  otherSessionsEndedResponseSchema,
  sessionEndedResponseSchema,
} from './account-sessions';
import { importReportSchema } from './account-data';
import { mutedWordResponseSchema, mutedWordsResponseSchema } from './muted-words';
import { hiddenPeoplePageResponseSchema } from './safety';
import { trendingTagsResponseSchema } from './tags';
import {
  deletedInviteResponseSchema,
  inviteResponseSchema,
  invitesResponseSchema,
  moderatedUserResponseSchema,
  moderationActionResponseSchema,
  moderationLogResponseSchema,
  pendingSignupResponseSchema,
  reportQueueResponseSchema,
  reportResponseSchema,
  signupsResponseSchema,
} from './moderation';

import {
  emailVerifiedResponseSchema,
  passwordResetRequestedResponseSchema,
  passwordResetResponseSchema,
  verificationSentResponseSchema,
} from './email';

type SchemaOf<T> = z.ZodType<T>;

/**
 * The answer schemas of the endpoint table (endpoints.ts), one per row: the success body, and
 * with `Prefer: return=minimal` the minimal one. The table keeps only their types so that the web
 * app can import it without zod; the `satisfies` below keeps the two in step, as a row without a
 * schema, or a schema of another shape, does not compile.
 */
export const answerSchemas = {
  signup: [
    z.union([signupResponseSchema, pendingSignupResponseSchema]),
    z.union([signupResponseSchema, pendingSignupResponseSchema]),
  ],
  login: [loginResponseSchema, loginResponseSchema],
  logout: [logoutResponseSchema, logoutResponseSchema],
  changePassword: [passwordChangedResponseSchema, passwordChangedResponseSchema],
  accountSessions: [accountSessionsResponseSchema, accountSessionsResponseSchema],
  endOtherSessions: [otherSessionsEndedResponseSchema, otherSessionsEndedResponseSchema],
  endSession: [sessionEndedResponseSchema, sessionEndedResponseSchema],
  deleteAccount: [accountDeletedResponseSchema, accountDeletedResponseSchema],
  // A ZIP file, streamed: there is no JSON body.
  exportData: [z.never(), z.never()],
  importList: [importReportSchema, importReportSchema],
  health: [healthResponseSchema, healthResponseSchema],
  healthLive: [healthLiveResponseSchema, healthLiveResponseSchema],
  healthReady: [healthReadyResponseSchema, healthReadyResponseSchema],
  config: [serverConfigResponseSchema, serverConfigResponseSchema],
  openApi: [z.record(z.string(), z.unknown()), z.record(z.string(), z.unknown())],
  feed: [postsPageResponseSchema, postsPageResponseSchema],
  // A text/event-stream: its events are postEventSchema (live-events.ts), there is no JSON body.
  events: [z.never(), z.never()],
  users: [usersResponseSchema, usersResponseSchema],
  bookmarks: [bookmarksResponseSchema, bookmarksResponseSchema],
  editUser: [accountResponseSchema, userResponseSchema],
  follow: [followResponseSchema, followMinimalResponseSchema],
  unfollow: [followResponseSchema, followMinimalResponseSchema],
  bookmark: [bookmarksResponseSchema, postResponseSchema],
  removeBookmark: [bookmarksResponseSchema, postResponseSchema],
  followers: [usersPageResponseSchema, usersPageResponseSchema],
  following: [usersPageResponseSchema, usersPageResponseSchema],
  user: [userResponseSchema, userResponseSchema],
  profile: [userResponseSchema, userResponseSchema],
  search: [searchResponseSchema, searchResponseSchema],
  posts: [postsResponseSchema, postsResponseSchema],
  likedPosts: [postsPageResponseSchema, postsPageResponseSchema],
  bookmarkedPosts: [postsPageResponseSchema, postsPageResponseSchema],
  userPosts: [postsResponseSchema, postsResponseSchema],
  post: [postResponseSchema, postResponseSchema],
  createPost: [postsResponseSchema, postResponseSchema],
  editPost: [postsResponseSchema, postResponseSchema],
  deletePost: [postsResponseSchema, deletedPostResponseSchema],
  like: [postsResponseSchema, postResponseSchema],
  dislike: [postsResponseSchema, postResponseSchema],
  trendingTags: [trendingTagsResponseSchema, trendingTagsResponseSchema],
  tagPosts: [postsPageResponseSchema, postsPageResponseSchema],
  repost: [postResponseSchema, postResponseSchema],
  unrepost: [postResponseSchema, postResponseSchema],
  replies: [repliesPageResponseSchema, repliesPageResponseSchema],
  reply: [replyResponseSchema, replyResponseSchema],
  addReply: [replyResponseSchema, replyResponseSchema],
  editReply: [replyResponseSchema, replyResponseSchema],
  deleteReply: [deletedReplyResponseSchema, deletedReplyResponseSchema],
  upvoteReply: [replyResponseSchema, replyResponseSchema],
  downvoteReply: [replyResponseSchema, replyResponseSchema],
  unvoteReply: [replyResponseSchema, replyResponseSchema],
  blocks: [hiddenPeoplePageResponseSchema, hiddenPeoplePageResponseSchema],
  mutes: [hiddenPeoplePageResponseSchema, hiddenPeoplePageResponseSchema],
  mutedWords: [mutedWordsResponseSchema, mutedWordsResponseSchema],
  addMutedWord: [mutedWordResponseSchema, mutedWordResponseSchema],
  deleteMutedWord: [mutedWordsResponseSchema, mutedWordsResponseSchema],
  block: [userResponseSchema, userResponseSchema],
  unblock: [userResponseSchema, userResponseSchema],
  mute: [userResponseSchema, userResponseSchema],
  unmute: [userResponseSchema, userResponseSchema],
  notifications: [notificationsPageResponseSchema, notificationsPageResponseSchema],
  unreadNotifications: [unreadCountResponseSchema, unreadCountResponseSchema],
  readNotifications: [unreadCountResponseSchema, unreadCountResponseSchema],
  media: [mediaUploadResponseSchema, mediaUploadResponseSchema],
  testTodos: [todosResponseSchema, todosResponseSchema],
  createTestTodo: [todosResponseSchema, todosResponseSchema],
  deleteTestTodos: [todosResponseSchema, todosResponseSchema],
  deleteTestTodo: [todosResponseSchema, todosResponseSchema],
  report: [reportResponseSchema, reportResponseSchema],
  reportQueue: [reportQueueResponseSchema, reportQueueResponseSchema],
  dismissReport: [moderationActionResponseSchema, moderationActionResponseSchema],
  removeReported: [moderationActionResponseSchema, moderationActionResponseSchema],
  warnReported: [moderationActionResponseSchema, moderationActionResponseSchema],
  moderationLog: [moderationLogResponseSchema, moderationLogResponseSchema],
  signups: [signupsResponseSchema, signupsResponseSchema],
  setRole: [moderatedUserResponseSchema, moderatedUserResponseSchema],
  suspendUser: [moderationActionResponseSchema, moderationActionResponseSchema],
  unsuspendUser: [moderationActionResponseSchema, moderationActionResponseSchema],
  approveSignup: [moderationActionResponseSchema, moderationActionResponseSchema],
  rejectSignup: [moderationActionResponseSchema, moderationActionResponseSchema],
  moderatedUser: [moderatedUserResponseSchema, moderatedUserResponseSchema],
  invites: [invitesResponseSchema, invitesResponseSchema],
  createInvite: [inviteResponseSchema, inviteResponseSchema],
  deleteInvite: [deletedInviteResponseSchema, deletedInviteResponseSchema],
  requestPasswordReset: [
    passwordResetRequestedResponseSchema,
    passwordResetRequestedResponseSchema,
  ],
  resetPassword: [passwordResetResponseSchema, passwordResetResponseSchema],
  verifyEmail: [emailVerifiedResponseSchema, emailVerifiedResponseSchema],
  resendVerification: [verificationSentResponseSchema, verificationSentResponseSchema],
  changeEmail: [verificationSentResponseSchema, verificationSentResponseSchema],
  checkAuthorization: [authorizationCheckResponseSchema, authorizationCheckResponseSchema],
  decideAuthorization: [authorizationDecisionResponseSchema, authorizationDecisionResponseSchema],
  authorizedApps: [authorizedAppsResponseSchema, authorizedAppsResponseSchema],
  revokeAuthorizedApp: [appRevokedResponseSchema, appRevokedResponseSchema],
} as const satisfies {
  [K in EndpointName]: readonly [
    SchemaOf<AnswerOf<Endpoints[K]>>,
    SchemaOf<MinimalAnswerOf<Endpoints[K]>>,
  ];
};
