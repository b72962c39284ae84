import type { SeedPost } from './seed-types';

/** The sample posts without a picture, oldest first, all newer than those with one. */
export const seedTextPosts: SeedPost[] = [
  {
    _id: 'p09',
    username: 'amara_grows',
    content:
      'Note to self: garlic goes in before the first hard frost. Planting cloves this weekend, pointy end up, and then forgetting about them until June.',
    mediaURL: '',
    likeCount: 14,
    likedBy: ['maya.clay'],
    replies: [],
    createdAt: '2026-11-01T09:40:00+00:00',
  },
  {
    _id: 'p10',
    username: 'lucia_reads',
    content:
      'Finished a book on the bus and had to sit with it for two more stops before I could talk to anyone. That is the whole review.',
    mediaURL: '',
    likeCount: 33,
    likedBy: ['kenji.rides', 'maya.clay'],
    replies: [
      {
        _id: 'c09',
        username: 'maya.clay',
        text: 'Which one?! You cannot leave us like this.',
        createdAt: '2026-11-05T09:20:00+01:00',
      },
    ],
    createdAt: '2026-11-04T20:15:00-05:00',
  },
  {
    _id: 'p11',
    username: 'tariq.codes',
    content:
      'Small opinion: the best code review comment is a question, not an order.\n"What happens if this list is empty?" teaches more than "add a check here".',
    mediaURL: '',
    likeCount: 22,
    likedBy: ['lucia_reads'],
    replies: [],
    createdAt: '2026-11-08T11:25:00+05:30',
  },
  {
    _id: 'p12',
    username: 'kenji.rides',
    content:
      'First frost on the saddle this morning. Gloves are officially back in the rotation, and so is the thermos of barley tea.',
    mediaURL: '',
    likeCount: 11,
    likedBy: [],
    replies: [],
    createdAt: '2026-11-12T07:50:00+09:00',
  },
  {
    _id: 'p13',
    username: 'maya.clay',
    content:
      'Starting a beginner wheel class on Saturdays next month. Eight seats, aprons provided, clay everywhere guaranteed.',
    mediaURL: '',
    likeCount: 17,
    likedBy: ['amara_grows', 'lucia_reads'],
    replies: [],
    createdAt: '2026-11-16T16:00:00+01:00',
  },
  {
    _id: 'p14',
    username: 'lucia_reads',
    content:
      'Rainy Friday plan: tea, a blanket and the last hundred pages of a mystery I have been rationing all week. Please nobody text me spoilers ☕',
    mediaURL: '',
    likeCount: 9,
    likedBy: ['tariq.codes'],
    replies: [
      {
        _id: 'c10',
        username: 'kenji.rides',
        text: 'No spoilers, but the gardener did it.',
        createdAt: '2026-11-21T10:10:00+09:00',
      },
    ],
    createdAt: '2026-11-20T18:30:00-05:00',
  },
];
