import { limits } from './limits';

/**
 * What the web app says itself: its toasts (the original specification's client messages, with
 * their spelling mended: docs/product.md) and the refusals of its own checks before anything is
 * sent. The server's answers
 * are serverMessages (messages.ts), which the app shows as they come. A module of its own, so
 * that the server never carries these and the app's chunks carry no server answers.
 */
export const clientMessages = {
  // Toasts after a change the server took.
  profileUpdated: 'Profile updated successfully',
  membersOnlyOn: 'Only people logged in can see your profile and posts now',
  membersOnlyOff: 'Everyone can see your profile and posts now',
  postCreated: 'Post created successfully !',
  postUpdated: 'Post updated successfully !',
  postDeleted: 'Post deleted successfully',
  postLiked: 'Post Liked',
  postUnliked: 'Post UnLiked',
  postBookmarked: 'Post BookMarked Successfully',
  bookmarkRemoved: 'Removed from BookMarked Successfully',
  postReposted: 'Reposted to your followers',
  repostUndone: 'Repost undone',
  replyPosted: 'Reply posted',
  replyUpdated: 'Reply updated',
  replyDeleted: 'Reply deleted',
  accountDeleted: 'Your account has been deleted',
  /** A link (a notification's) named a reply that is gone. */
  linkedReplyGone: 'The reply this link leads to is no longer here; it may have been deleted.',
  // The composers.
  fileUnreadable: 'The file could not be read.',
  replyBlank: 'Write something before sending your reply.',
  cannotDeletePost: 'You cannot delete this post',
  // The profile form.
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  websiteNotHttp: 'Website must be an http or https URL, such as https://example.com',
  // The request tester.
  // The original's words for a body that is not JSON or is empty.
  jsonError: 'Error in JSON format',
  bodyEmpty: 'The body is empty.',
  bodyNotJson: 'Not valid JSON.',
  noEndpoint: 'No endpoint',
  noEndpointDetail: 'enter one, such as /api/posts',
  requestNotSent: 'The request could not be sent',
  copiedAsCurl: 'Copied as cURL',
  copyRefused: 'Could not copy: the browser did not allow it.',
} as const;

/** The request tester's API reference: loading and importing an OpenAPI document. */
export const apiReferenceMessages = {
  notJson: 'This is not JSON: an OpenAPI document must be a JSON file.',
  notOpenApi: 'This is not an OpenAPI document: it needs an "openapi" version and "paths".',
  notAUrl: 'Enter an address on this server, such as /api/openapi.json.',
  otherOrigin: (origin: string) =>
    `The tester talks only to its own server, so it cannot load a document from ${origin}.`,
  notLoaded: (reason: string) => `The document could not be loaded: ${reason}.`,
  nothingPasted: 'Paste an OpenAPI document first.',
  cannotTry: (method: string) => `The tester sends GET, POST and DELETE, not ${method}.`,
} as const;

/** The signup form's refusals before anything is sent, and its toasts. */
export const signupMessages = {
  /** REGISTRATIONS=closed: the page says so instead of showing its form. */
  closed:
    'Sign-ups are closed on this server. Ask someone who runs it if you would like an account.',
  /** REGISTRATIONS=invite, under the invite code's field. */
  inviteHint: 'This server takes new people by invitation: paste the code you were given.',
  /** REGISTRATIONS=approval, above the form. */
  approvalNote: 'A moderator approves each new account before it can log in.',
  incomplete: 'please fill all the fields',
  /** Under each field left empty, beside the form's toast (incomplete). */
  required: 'Please fill this in.',
  mismatch: 'Your password is not matching',
  username: `Choose a username of ${limits.usernameMin} to ${limits.usernameMax} characters: lowercase letters, digits, _ and .`,
  reserved: 'That username is reserved. Please choose another.',
  name: `A name can have at most ${limits.nameMax} characters.`,
  email: 'Please enter a valid email address.',
  password: `Your password needs at least ${limits.passwordMin} characters.`,
  passwordTooLong: `Your password can have at most ${limits.passwordMax} characters.`,
  taken: 'Username already exists',
  emailTaken: 'User email already exists! Please try signing up with another email!',
  failed: 'Unable to sign up!',
  success: 'Signed Up successfully. Please login to continue',
} as const;

export function postTooLongMessage(max: number): string {
  return `Posts can be at most ${max} characters.`;
}

export function replyTooLongMessage(max: number): string {
  return `Replies can be at most ${max} characters.`;
}

export function startedFollowingMessage(name: string): string {
  return `You started following ${name}`;
}

export function unfollowedMessage(name: string): string {
  return `You have unfollowed ${name}`;
}

/** A form field past its limit, named as the form names it ("First name", "Bio"). */
export function fieldTooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

export function copyFailedMessage(reason: string): string {
  return `Could not copy: ${reason}`;
}

/**
 * A request to another origin that nothing answered: on Murmur's own server the page's security
 * policy (connect-src 'self') refuses it before it leaves; elsewhere CORS is the likely reason.
 */
export function crossOriginFailureDetail(detail: string): string {
  return `${detail} (this page may call only its own server: its security policy blocks other addresses, and another server must also allow it with CORS)`;
}

/** `row` counts from 1. */
export function headerNameFaultMessage(row: number, name: string): string {
  return `Header ${row}: the name “${name}” is not valid. Use letters, digits and - without spaces.`;
}

export function headerValueFaultMessage(row: number, name: string): string {
  return `Header ${row}: the value of “${name}” has a character a header cannot carry (a line break or a character beyond Latin-1).`;
}

/** The JSON check's fault at a place in the body: what it expected there and what it found. */
export function jsonExpectedMessage(expected: string, found: string): string {
  return `Expected ${expected}, found ${found}.`;
}

/** What blocking and muting do, and the toasts once the server took them. */
export const safetyMessages = {
  blockQuestion:
    'They will not see your posts and you will not see theirs. Neither of you can follow, like or reply to the other, and you stop following each other. They are not told.',
  blocked: (username: string) => `You blocked @${username}`,
  unblocked: (username: string) => `You unblocked @${username}`,
  muted: (username: string, until: string) => `You muted @${username} ${until}`,
  unmuted: (username: string) => `You unmuted @${username}`,
} as const;

/** The mute durations a person chooses from, in seconds (null: until they unmute). */
export const muteChoices = [
  { label: 'for 1 hour', durationSeconds: 3600 },
  { label: 'for 1 day', durationSeconds: 86_400 },
  { label: 'for 7 days', durationSeconds: 604_800 },
  { label: 'until I unmute', durationSeconds: null },
] as const;

/** The owner's list of sessions in /settings, and its toasts. */
export const sessionListMessages = {
  note: 'Where your account is logged in. Log out any you do not recognise.',
  guestNote:
    'Everyone trying Murmur shares the guest account, so you see only this session, and the others stay.',
  endOthersQuestion:
    'Every other browser and device logged in to your account is logged out at once; this one stays.',
  ended: (device: string) => `Logged out ${device}`,
  othersEnded: (count: number) =>
    count === 0
      ? 'You were not logged in anywhere else'
      : `Logged out ${count === 1 ? '1 other session' : `${count} other sessions`}`,
} as const;

/** The post composer's pictures, their descriptions and its content warning. */
export const composerMediaMessages = {
  tooMany: `A post holds up to ${limits.mediaPerPost} pictures, or one video.`,
  videoAlone: 'A video goes alone: remove the pictures to post it, or post it on its own.',
  altRequired: (which: string) =>
    `Describe ${which} to post: this server asks for a description of every picture and video.`,
  altReminder: (which: string) =>
    `${which[0]!.toUpperCase()}${which.slice(1)} has no description, so people who cannot see it will miss it. Add one, or post as it is.`,
} as const;
