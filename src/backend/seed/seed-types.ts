/** The shape of Murmur's sample data; seed-data.ts fills it and seed.ts loads it into a store. */

export interface SeedUser {
  _id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  /** Plain text here; seed.ts stores only its hash. */
  password: string;
  avatarUrl: string;
  bio: string;
  website: string;
  createdAt: string;
}

export interface SeedReply {
  _id: string;
  username: string;
  text: string;
  createdAt: string;
}

export interface SeedPost {
  _id: string;
  username: string;
  content: string;
  /** Empty for a text-only post. */
  mediaURL: string;
  likeCount: number;
  /** Usernames of seeded users who liked it; at most likeCount of them. */
  likedBy: string[];
  replies: SeedReply[];
  createdAt: string;
}

export interface SeedData {
  users: SeedUser[];
  /** [follower username, followed username] */
  follows: [string, string][];
  posts: SeedPost[];
}
