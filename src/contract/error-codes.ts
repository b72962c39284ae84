import type * as messages from './messages';

/** The key of one of the server's fixed messages (serverMessages). */
export type ServerMessageName = keyof typeof messages.serverMessages;

/** The message builders of messages.ts (routeNotFoundMessage, tooManyWritesMessage…). */
type MessageBuilder = {
  [K in keyof typeof messages]: (typeof messages)[K] extends (...args: never[]) => string
    ? K
    : never;
}[keyof typeof messages];

/**
 * The error a builder's messages are, named after it (routeNotFoundMessage: routeNotFound), except
 * the field checks (fieldRequiredMessage, fieldTypeMessage), which are all invalidField.
 */
type BuiltErrorName<B> = B extends `field${string}Message`
  ? 'invalidField'
  : B extends `${infer Name}Message`
    ? Name
    : never;

/**
 * The stable code of every error the server answers, beside its message: `{ "errors": [message],
 * "code": code }`. A message may be reworded; its code stays, so a client branches on the code and
 * shows the message. Every fixed message (serverMessages) has the code of its key, and every
 * message a builder of messages.ts makes has its builder's: the compiler asks for one whenever a
 * message or a builder is added. A body that fails a field's check is `invalid_field`, whatever
 * the field: the message names it. docs/api.md ("Error codes") lists them with their statuses.
 */
export const errorCodes = {
  // Accounts and tokens.
  userNotRegistered: 'user_not_registered',
  invalidToken: 'invalid_token',
  invalidCredentials: 'invalid_credentials',
  usernameExists: 'username_taken',
  usernameUnchangeable: 'username_unchangeable',
  guestAccountOff: 'guest_account_off',
  membersOnly: 'members_only',
  tooManyLogins: 'too_many_logins',
  tooManyAttempts: 'too_many_attempts',
  tooManyAccountLogins: 'too_many_account_logins',
  // Posts, likes and bookmarks.
  postNotFound: 'post_not_found',
  postNeedsContent: 'post_needs_content',
  cannotEditPost: 'cannot_edit_post',
  cannotDeletePost: 'cannot_delete_post',
  alreadyLiked: 'already_liked',
  likeBelowZero: 'like_count_zero',
  alreadyDisliked: 'already_disliked',
  alreadyBookmarked: 'already_bookmarked',
  notBookmarked: 'not_bookmarked',
  // Reposts and quotes.
  quotesOff: 'quotes_off',
  quotedPostNotFound: 'quoted_post_not_found',
  // Follows.
  alreadyFollowing: 'already_following',
  alreadyNotFollowing: 'not_following',
  cannotFollowSelf: 'cannot_follow_self',
  // Blocks and mutes.
  cannotBlockSelf: 'cannot_block_self',
  cannotMuteSelf: 'cannot_mute_self',
  muteDurationUnknown: 'invalid_mute_duration',
  blockedInteraction: 'blocked',
  mutedWordExists: 'muted_word_exists',
  tooManyMutedWords: 'too_many_muted_words',
  mutedWordExpiryUnknown: 'invalid_muted_word_expiry',
  mutedWordNotFound: 'muted_word_not_found',
  // Replies and their votes.
  replyNotFound: 'reply_not_found',
  cannotEditReply: 'cannot_edit_reply',
  cannotDeleteReply: 'cannot_delete_reply',
  cannotVoteOwnReply: 'cannot_vote_own_reply',
  alreadyUpvoted: 'already_upvoted',
  alreadyDownvoted: 'already_downvoted',
  notVoted: 'not_voted',
  // Notifications.
  invalidNotificationMarker: 'invalid_marker',
  // Requests: bodies, fields, paths and paging.
  malformedJson: 'malformed_json',
  bodyNotObject: 'body_not_object',
  bodyTooLarge: 'body_too_large',
  invalidField: 'invalid_field',
  unstorableText: 'unstorable_text',
  crossSiteWrite: 'cross_site_write',
  oddPath: 'odd_path',
  routeNotFound: 'route_not_found',
  pageLimit: 'invalid_limit',
  invalidCursor: 'invalid_cursor',
  invalidTag: 'invalid_tag',
  emptyCursor: 'empty_cursor',
  listSortUnknown: 'invalid_sort',
  postSortUnknown: 'invalid_feed_sort',
  searchTooLong: 'search_too_long',
  searchQueryMissing: 'search_query_missing',
  searchTypeUnknown: 'invalid_search_type',
  searchSortUnknown: 'invalid_search_sort',
  searchTermTooShort: 'search_term_too_short',
  tooManyWrites: 'too_many_writes',
  tooManyReads: 'too_many_reads',
  // Media.
  mediaFileRequired: 'media_file_required',
  mediaMalformed: 'media_malformed',
  mediaUnsupported: 'media_unsupported',
  mediaTooLarge: 'media_too_large',
  inlineMedia: 'inline_media',
  mediaGone: 'media_gone',
  pictureUnreadable: 'picture_unreadable',
  pictureTooManyPixels: 'picture_too_many_pixels',
  mediaNotYours: 'media_not_yours',
  mediaAltRequired: 'media_alt_required',
  // The event stream.
  invalidLastEventId: 'invalid_last_event_id',
  tooManyEventStreams: 'too_many_event_streams',
  tooManyAddressEventStreams: 'too_many_address_event_streams',
  eventConnectsTooOften: 'event_connects_too_often',
  eventStreamsBusy: 'event_streams_busy',
  eventsStopping: 'server_stopping',
  // Reports, moderation, roles and sign-ups.
  notStaff: 'not_moderator',
  notAdmin: 'not_admin',
  guestRoleRefused: 'guest_role_refused',
  cannotModerateSelf: 'cannot_moderate_self',
  cannotModerateStaff: 'cannot_moderate_staff',
  alreadyReported: 'already_reported',
  cannotReportSelf: 'cannot_report_self',
  reportTargetNotFound: 'report_target_not_found',
  reportNotFound: 'report_not_found',
  reportNotRemovable: 'report_not_removable',
  accountNotFound: 'account_not_found',
  notSuspended: 'not_suspended',
  accountSuspended: 'account_suspended',
  awaitingApproval: 'awaiting_approval',
  signupNotFound: 'signup_not_found',
  registrationsClosed: 'registrations_closed',
  inviteRequired: 'invite_required',
  inviteInvalid: 'invite_invalid',
  invitesNotAllowed: 'invites_not_allowed',
  inviteNotFound: 'invite_not_found',
  // The owner's account.
  wrongPassword: 'wrong_password',
  passwordLikeName: 'password_like_name',
  passwordTooCommon: 'password_too_common',
  passwordTooWeak: 'password_too_weak',
  guestPasswordFixed: 'guest_password_fixed',
  // The owner's sessions.
  sessionNotFound: 'session_not_found',
  guestSessionsShared: 'guest_sessions_shared',
  // OAuth: third-party apps.
  oauthClientUnknown: 'oauth_client_unknown',
  oauthRedirectMismatch: 'oauth_redirect_mismatch',
  oauthAppNotAuthorized: 'oauth_app_not_authorized',
  appTokenWithoutUser: 'app_token_without_user',
  insufficientScope: 'insufficient_scope',
  oauthRequestRefused: 'oauth_request_refused',
  // Mail: a forgotten password, confirming an address, changing it.
  mailedTokenInvalid: 'token_invalid',
  mailedTokenUsed: 'token_used',
  mailedTokenExpired: 'token_expired',
  guestEmailFixed: 'guest_email_fixed',
  emailUnchanged: 'email_unchanged',
  emailTaken: 'email_taken',
  emailAlreadyVerified: 'email_already_verified',
  emailUnverified: 'email_unverified',
  tooManyMails: 'too_many_mails',
  usernameMismatch: 'username_mismatch',
  guestUndeletable: 'guest_undeletable',
  lastAdmin: 'last_admin',
  usernameRetired: 'username_retired',
  // Export and import.
  importMalformed: 'import_malformed',
  importFileRequired: 'import_file_required',
  importTypeUnknown: 'import_type_unknown',
  importNotCsv: 'import_not_csv',
  importEmpty: 'import_empty',
  importTooLarge: 'import_too_large',
  importTooManyRows: 'import_too_many_rows',
  guestImportRefused: 'guest_import_refused',
  tooManyExports: 'too_many_exports',
  // The request tester's sandbox.
  todoNotFound: 'todo_not_found',
  todoSandboxFull: 'sandbox_full',
  // The server itself.
  unexpected: 'internal_error',
  databaseUnreachable: 'database_unreachable',
  notReady: 'not_ready',
  storeBusy: 'database_busy',
  storeTimeout: 'database_timeout',
  hashingBusy: 'hashing_busy',
  storageFull: 'storage_full',
  mediaStorageFull: 'media_storage_full',
  accountMediaFull: 'account_media_full',
  // The Node host's own pages, outside /api: plain text, sent without a code.
  pageNotFound: 'page_not_found',
  webAppNotBuilt: 'web_app_not_built',
} as const satisfies Record<ServerMessageName | BuiltErrorName<MessageBuilder>, string>;

/** The name of an error in the table (a serverMessages key, or a builder's error). */
export type ErrorName = keyof typeof errorCodes;
/** A code the server may send beside an error's message. */
export type ErrorCode = (typeof errorCodes)[ErrorName];
