/**
 * Server answers of spec section 8, word for word, plus the messages DESIGN.md adds for cases the
 * spec left to crash (unknown ids, malformed bodies).
 */
export const serverMessages = {
  userNotRegistered: 'The username you entered is not Registered. Not Found error',
  invalidCredentials: 'The credentials you entered are invalid. Unauthorized access error.',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  usernameExists: 'Unprocessable Entity. Username Already Exists.',
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
  // Added by DESIGN.md: what the spec's server answered with a crash.
  postNotFound: 'No post with this id exists.',
  todoNotFound: 'No todo with this id exists.',
  malformedJson: 'The request body is not valid JSON.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const;

export function routeNotFoundMessage(method: string, path: string): string {
  return `No API route matches ${method} ${path}.`;
}
