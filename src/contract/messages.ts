/**
 * The server's fixed messages: the original specification's answers, word for word, then those
 * Murmur adds for what its server answered with a crash (unknown ids, malformed bodies) and for
 * what it adds (docs/product.md, "Messages of the server"). Each has a stable code beside it
 * (error-codes.ts); a client branches on the code and shows the message.
 */
export const serverMessages = {
  userNotRegistered: 'The username you entered is not Registered. Not Found error',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  invalidCredentials: 'The credentials you entered are invalid. Unauthorized access error.',
  usernameExists: 'Unprocessable Entity. Username Already Exists.',
  // Murmur's own beside it: the original server let two accounts share an email address.
  cannotEditPost: "Cannot edit a Post doesn't belong to the logged in User.",
  cannotDeletePost: "Cannot delete a Post doesn't belong to the logged in User.",
  alreadyLiked: 'Cannot like a post that is already liked.',
  likeBelowZero: 'Cannot decrement like less than 0.',
  alreadyDisliked: 'Cannot dislike a post that is already disliked.',
  alreadyBookmarked: 'This Post is already bookmarked',
  notBookmarked: 'Post not bookmarked yet',
  alreadyFollowing: 'User Already following',
  alreadyNotFollowing: 'User already not following',
  cannotFollowSelf: 'You cannot follow yourself',
  usernameUnchangeable: 'Username cannot be changed',
  // Murmur's own: where the original server crashed, and what Murmur adds.
  postNotFound: 'No post with this id exists.',
  quotesOff: 'The author of this post does not allow quotes of it.',
  quotedPostNotFound: 'The post to quote does not exist or cannot be seen.',
  todoNotFound: 'No todo with this id exists.',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  unstorableText: 'Text may not contain the NUL character (U+0000) or unpaired surrogates.',
  unexpected: 'Something went wrong on our side. Please try again.',
  databaseUnreachable: 'The database is not reachable.',
  // Blocks and mutes.
  cannotBlockSelf: 'You cannot block yourself.',
  cannotMuteSelf: 'You cannot mute yourself.',
  muteDurationUnknown:
    'durationSeconds must be 3600 (an hour), 86400 (a day) or 604800 (a week), or left out to mute until you unmute.',
  blockedInteraction: 'You cannot do this: one of you has blocked the other.',
  mutedWordExists: 'You have muted this word or phrase already.',
  tooManyMutedWords: 'You can mute at most 100 words and phrases.',
  mutedWordExpiryUnknown:
    'expiresInSeconds must be 86400 (a day), 604800 (a week) or 2592000 (30 days), or left out to mute for good.',
  mutedWordNotFound: 'You have no muted word with this id.',
  storeBusy: 'The server is busy with other changes to the same data. Please try again.',
  storeTimeout: 'The database took too long to answer, so nothing was changed. Please try again.',
  hashingBusy: 'The server is busy checking other passwords. Please try again in a few seconds.',
  guestAccountOff: 'The guest account is turned off on this server. Please sign up instead.',
  membersOnly: 'Only people logged in to Murmur may see this profile and its posts. Please log in.',
  // POST /api/media (the Node host only).
  mediaFileRequired: 'Send the file as multipart/form-data in the form field "file".',
  mediaUnsupported: 'The file must be a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video.',
  mediaMalformed: 'The upload is not valid multipart/form-data.',
  crossSiteWrite: 'Requests that change data must come from this site.',
  oddPath: 'The path may not hold dot segments or encoded slashes.',
  mediaGone: 'The file is no longer on the server. Please upload it again.',
  pictureUnreadable: 'The picture could not be read: the file is damaged or not a picture.',
  pictureTooManyPixels: 'The picture is too large: it may have at most 40 megapixels.',
  mediaNotYours: 'Each file of a post must be one you uploaded.',
  mediaAltRequired: 'Every picture and video needs a description on this server.',
  // The Node host, outside /api: plain text.
  pageNotFound: 'Not found',
  webAppNotBuilt: 'The web app is not built: run npm run build, or npm start.',
  // Out of storage: 507 Insufficient Storage.
  mediaStorageFull:
    'The server has no room for more uploads. Please try again later, or post without a file.',
  accountMediaFull:
    'Your uploads have used up your share of this server. Delete posts with pictures to make room.',
  storageFull:
    'The server is out of storage space, so your change was not saved. Please try again later.',
  // Replies and their votes.
  replyNotFound: 'No reply with this id exists on this post.',
  cannotEditReply: "Cannot edit a Reply doesn't belong to the logged in User.",
  cannotDeleteReply:
    "Cannot delete a Reply that doesn't belong to the logged in User or to a Post of theirs.",
  cannotVoteOwnReply: 'You cannot vote on your own reply.',
  alreadyUpvoted: 'Cannot upvote a reply that is already upvoted.',
  alreadyDownvoted: 'Cannot downvote a reply that is already downvoted.',
  notVoted: 'You have not voted on this reply.',
  // Notifications.
  invalidNotificationMarker:
    'marker is not a marker of GET /api/notifications: read the page again.',
  // Posts.
  postNeedsContent: 'A post needs text or media.',
  postSortUnknown: 'sort must be latest or trending',
  // Hashtags.
  invalidTag:
    'tag must be letters, digits or _ (not only digits), at most 64 characters, without its #.',
  // Paged lists.
  invalidCursor: 'cursor is not valid for this list: start again without it.',
  emptyCursor: 'cursor must not be empty',
  listSortUnknown: 'sort must be latest, oldest or trending',
  searchTooLong: 'q must be at most 100 characters',
  searchQueryMissing: 'q must say what to search for',
  searchTypeUnknown: 'type must be posts, people or tags',
  searchSortUnknown: 'sort must be latest or top',
  searchTermTooShort:
    'A post search needs a word or "phrase" of at least 3 characters, or from:username.',
  // GET /api/events.
  invalidLastEventId: 'Last-Event-ID is not an event id of this stream: reconnect without it.',
  eventStreamsBusy: 'The server has too many open event streams. Please try again later.',
  eventsStopping: 'The server is stopping. Please reconnect in a few seconds.',
  eventConnectsTooOften:
    'This account reconnects to the event stream too often. Please wait a minute and try again.',
  // Reports, moderation, roles and sign-ups.
  notStaff: 'Only moderators and admins may do this.',
  notAdmin: 'Only admins may change roles.',
  guestRoleRefused:
    "The guest account's password is published, so it can never hold a role above user.",
  cannotModerateSelf: 'You cannot act on your own account.',
  cannotModerateStaff: 'Only an admin may act on a moderator or an admin.',
  alreadyReported: 'You have already reported this, and a moderator has not looked at it yet.',
  cannotReportSelf: 'You cannot report yourself or your own posts and replies.',
  reportTargetNotFound: 'There is nothing to report: no post, reply or person has this id.',
  reportNotFound: 'No open report has this id: another moderator may have acted on it already.',
  reportNotRemovable: 'Only a reported post or reply can be removed; suspend a person instead.',
  accountNotFound: 'No account has this id.',
  notSuspended: 'This account is not suspended.',
  awaitingApproval:
    "Your account is waiting for a moderator's approval. You can log in once it is approved.",
  signupNotFound: 'No sign-up with this id is waiting for approval.',
  registrationsClosed: 'Sign-ups are closed on this server.',
  inviteRequired: 'Sign-ups on this server need an invite code: ask someone who is here for one.',
  inviteInvalid: 'This invite code does not work: it is unknown, expired or used up.',
  invitesNotAllowed: 'Only moderators may make invite codes on this server.',
  inviteNotFound: 'You have no invite code like this.',
  // The owner's account.
  wrongPassword: 'Your current password is not right.',
  passwordLikeName:
    'Your password cannot be made of your username, name or email address. Please use other words.',
  passwordTooCommon:
    'This password is one of the common ones that attackers try first. Please choose another: a few unrelated words make a strong one.',
  passwordTooWeak:
    'This password is too easy to guess. Please make it longer: a few unrelated words make a strong one.',
  guestPasswordFixed:
    "The guest account's password is published for everyone to try Murmur: it cannot be changed.",
  // The owner's sessions.
  sessionNotFound: 'You have no live session with this id.',
  guestSessionsShared: "The guest account is shared: its other sessions are strangers'.",
  // OAuth: third-party apps.
  oauthClientUnknown: 'No app is registered with this client_id.',
  oauthRedirectMismatch: 'This redirect_uri is not one the app registered.',
  oauthAppNotAuthorized: 'You have not authorized this app.',
  appTokenWithoutUser: 'This call needs a token given by a person; this app token has none.',
  // Mail: a forgotten password, confirming an address, changing it.
  mailedTokenInvalid: 'This link does not work: ask for a new one.',
  mailedTokenUsed: 'This link has been used already: ask for a new one.',
  mailedTokenExpired: 'This link has expired: ask for a new one.',
  guestEmailFixed: 'The guest account is shared: its email address cannot be changed.',
  emailUnchanged: 'This is your email address already.',
  emailTaken: 'An account with this email address exists already.',
  emailAlreadyVerified: 'Your email address is confirmed already.',
  emailUnverified:
    'Confirm your email address first: open the link we mailed you, or send it again from Settings.',
  usernameMismatch: 'Type your username exactly as it is to delete your account.',
  guestUndeletable: 'The guest account is shared by everyone trying Murmur: it cannot be deleted.',
  lastAdmin:
    'You are the last admin of this server: make someone else an admin (npm run admin) before you delete your account.',
  usernameRetired:
    'Unprocessable Entity. This username belonged to an account deleted less than 30 days ago: choose another.',
  // Export and import.
  importMalformed:
    'The import is not valid multipart/form-data: send the list in the field "type" and the CSV in "file".',
  importFileRequired: 'Choose a CSV file to import (the form field "file").',
  importTypeUnknown: 'type must be following, blocks or mutes.',
  importNotCsv:
    'This file is not a CSV list of accounts: it must be text with one account address (username@server) a line.',
  importEmpty: 'This file holds no accounts to import.',
  guestImportRefused:
    'The shared guest account cannot import lists, as everyone who tries Murmur uses it: sign up for an account of your own.',
} as const;

export function routeNotFoundMessage(method: string, path: string): string {
  return `No API route matches ${method} ${path}.`;
}

/** GET /api/health/ready: the checks that failed (database, migrations, storage). */
export function notReadyMessage(failed: string[]): string {
  return `This server is not ready: ${failed.join(', ')} failed.`;
}

/** A field of a JSON body that is missing. */
export function fieldRequiredMessage(field: string): string {
  return `${field} is required`;
}

const typeNames: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  int: 'a whole number',
  boolean: 'true or false',
};

/** A field of a JSON body of the wrong type: `expected` is zod's name of the type. */
export function fieldTypeMessage(field: string, expected: string): string {
  return `${field} must be ${typeNames[expected] ?? `a ${expected}`}`;
}

export function pageLimitMessage(maxLimit: number): string {
  return `limit must be a whole number from 1 to ${maxLimit}`;
}

/** The test-todos sandbox (the request tester's playground) is full. */
export function todoSandboxFullMessage(maxTodos: number): string {
  return `The sandbox holds at most ${maxTodos} todos: DELETE /api/test-todos to start over.`;
}

export function bodyTooLargeMessage(maxBytes: number): string {
  return `The request body must be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`;
}

/** A host that takes uploads stores media as its files, never inline in a post or profile. */
export function inlineMediaMessage(field: string): string {
  return `${field} must be a file of this site: upload it with POST /api/media first.`;
}

export function mediaTooLargeMessage(maxBytes: number): string {
  return `The file must be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`;
}

/** The answer when one account opens more event streams (GET /api/events) than it may. */
export function tooManyEventStreamsMessage(maxPerUser: number): string {
  return `Too many open event streams for this account: at most ${maxPerUser}. Close a tab and try again.`;
}

/**
 * The answer when one client address holds more event streams than it may, whatever the accounts
 * (or more of the shared guest account's than one address may).
 */
export function tooManyAddressEventStreamsMessage(maxPerAddress: number): string {
  return `Too many open event streams from your address: at most ${maxPerAddress}. Close a tab and try again.`;
}

/** The answer after too many failed logins; it says when the next try is allowed. */
export function tooManyLoginsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed logins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The answer past the limit of reset and confirmation mails; when the next is allowed. */
export function tooManyMailsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many mails asked for. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The answer when one account has had too many failed logins from anywhere: its logins are
 * slowed to one a minute for a while, a right password included.
 */
export function tooManyAccountLoginsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many failed logins for this account. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** The answer when one address sends too many logins and signups, whatever the usernames. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many login and signup attempts from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** The answer past a write limit (posts, likes, follows, uploads…): when the next write is allowed. */
export function tooManyWritesMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const [count, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 2 * 60 * 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `You are doing that too often. Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

/** The answer past the read limit of one client address: when the next read is allowed. */
export function tooManyReadsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many requests from your address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** An import file past its size. */
export function importTooLargeMessage(maxBytes: number): string {
  return `The file is too large: an import takes at most ${Math.round(maxBytes / 1024 / 1024)} MB.`;
}

/** An import file of more lines than one import takes. */
export function importTooManyRowsMessage(maxRows: number): string {
  return `The file has too many lines: an import takes at most ${maxRows.toLocaleString('en-US')} accounts. Split it into smaller files.`;
}

/** Past the downloads of one's data allowed in an hour. */
export function tooManyExportsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You can download your data a few times an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A suspended account's login: until when (or that it is for good). */
export function accountSuspendedMessage(until: string | null): string {
  return until === null
    ? 'This account is suspended.'
    : `This account is suspended until ${until.replace('T', ' ').replace(/(\.\d+)?(Z|[+-]\d\d:\d\d)$/, ' UTC')}.`;
}

/** An authorization request refused where its app cannot be told (the out-of-band URI). */
export function oauthRequestRefusedMessage(description: string): string {
  return `This app's request cannot be authorized: ${description}`;
}

/**
 * An OAuth token whose scopes do not cover the call: the scope it needs, or none for the calls
 * that only the web app's own login may make (account settings, the consent screen).
 */
export function insufficientScopeMessage(needed: string | undefined): string {
  return needed === undefined
    ? "Apps may not make this call: only Murmur's own login may."
    : `This call needs the ${needed} scope, which this token was not granted.`;
}
