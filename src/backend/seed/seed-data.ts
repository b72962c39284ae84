// Sample data invented for Murmur: every person, post and reply here is fictional.
import { seedFollows, seedUsers } from './seed-people';
import { seedTextPosts } from './seed-posts-text';
import { seedPostsWithMedia } from './seed-posts-with-media';
import type { SeedData } from './seed-types';

export const seedData: SeedData = {
  users: seedUsers,
  follows: seedFollows,
  posts: [...seedPostsWithMedia, ...seedTextPosts],
};
