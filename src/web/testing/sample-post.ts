import type { Post, PublicUser } from '@/contract';

/** A post as the API shows it, by `author`, for tests of what the web app does with one. */
export const samplePost = (id: string, author: PublicUser, fields: Partial<Post> = {}): Post => ({
  _id: id,
  content: `Post ${id}`,
  mediaURL: '',
  mediaAlt: '',
  media: [],
  contentWarning: '',
  sensitive: false,
  username: author.username,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
  comments: [],
  commentCount: 0,
  author: {
    _id: author._id,
    username: author.username,
    firstName: author.firstName,
    lastName: author.lastName,
    avatarUrl: author.avatarUrl,
  },
  likedByViewer: false,
  dislikedByViewer: false,
  bookmarkedByViewer: false,
  mentions: [],
  repostCount: 0,
  quoteCount: 0,
  repostedByViewer: false,
  allowQuotes: true,
  ...fields,
});
