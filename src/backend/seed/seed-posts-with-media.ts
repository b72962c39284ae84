import type { SeedPost } from './seed-types';

/** The sample posts with a picture, oldest first; seed-posts-text.ts goes on from them. */
export const seedPostsWithMedia: SeedPost[] = [
  {
    _id: 'p01',
    username: 'maya.clay',
    content:
      'Centred three kilos of stoneware this morning without a single wobble. Small victories.\nThis one wants to be a wide serving bowl. Trimming tomorrow if it behaves overnight.',
    mediaURL: '/seed/bowl-on-wheel.svg',
    likeCount: 24,
    likedBy: ['amara_grows', 'lucia_reads'],
    replies: [
      {
        _id: 'c01',
        username: 'amara_grows',
        text: 'That curve on the rim is so calm. Save me one for salad season?',
        createdAt: '2026-10-03T12:40:00+01:00',
      },
    ],
    createdAt: '2026-10-03T10:15:00+01:00',
  },
  {
    _id: 'p02',
    username: 'tariq.codes',
    content:
      'Spent two hours chasing a bug that turned out to be a timezone offset. The fix was one character.\nWriting a test for it so future me never has to feel this again.',
    mediaURL: '/seed/code-editor.svg',
    likeCount: 31,
    likedBy: ['kenji.rides', 'maya.clay'],
    replies: [
      {
        _id: 'c02',
        username: 'kenji.rides',
        text: 'The one-character fixes always cost the most coffee.',
        createdAt: '2026-10-07T06:55:00+09:00',
      },
      {
        _id: 'c03',
        username: 'lucia_reads',
        text: 'Future you will be grateful. Present you deserves a biscuit.',
        createdAt: '2026-10-06T14:20:00-05:00',
      },
    ],
    createdAt: '2026-10-06T21:40:00+05:30',
  },
  {
    _id: 'p03',
    username: 'amara_grows',
    content:
      'Last tomato harvest from the balcony: eleven plants in buckets, nearly nine kilos this season. Not bad for a fourth floor that faces the railway 🍅',
    mediaURL: '/seed/balcony-tomatoes.svg',
    likeCount: 42,
    likedBy: ['maya.clay', 'lucia_reads', 'kenji.rides'],
    replies: [
      {
        _id: 'c04',
        username: 'maya.clay',
        text: 'Nine kilos from buckets! I am making you a proper planter next spring.',
        createdAt: '2026-10-09T11:30:00+01:00',
      },
    ],
    createdAt: '2026-10-09T08:05:00+00:00',
  },
  {
    _id: 'p04',
    username: 'kenji.rides',
    content:
      'Left at 4:30 to catch first light on the ridge road. My legs complained the whole climb, then the sun came up over the hills and nobody complained anymore.',
    mediaURL: '/seed/sunrise-hills.svg',
    likeCount: 37,
    likedBy: ['tariq.codes', 'amara_grows'],
    replies: [],
    createdAt: '2026-10-12T06:20:00+09:00',
  },
  {
    _id: 'p05',
    username: 'lucia_reads',
    content:
      'Current bedside stack, ranked by how guilty I feel:\n1. The huge family saga (page 212 of 900)\n2. A field guide to mosses\n3. Poems I keep rereading instead of the other two',
    mediaURL: '/seed/book-stack.svg',
    likeCount: 28,
    likedBy: ['maya.clay'],
    replies: [
      {
        _id: 'c05',
        username: 'tariq.codes',
        text: 'A field guide to mosses is an elite choice.',
        createdAt: '2026-10-16T08:10:00+05:30',
      },
      {
        _id: 'c06',
        username: 'amara_grows',
        text: 'Lend me the moss book when you are done? My shady corner needs a plan.',
        createdAt: '2026-10-16T09:25:00+00:00',
      },
    ],
    createdAt: '2026-10-15T19:45:00-05:00',
  },
  {
    _id: 'p06',
    username: 'kenji.rides',
    content:
      'New tyres, same old road. Took the coastal route home and stopped every ten minutes for photos, so technically it was a photography ride.',
    mediaURL: '/seed/bike-road.svg',
    likeCount: 19,
    likedBy: ['tariq.codes'],
    replies: [],
    createdAt: '2026-10-19T17:10:00+09:00',
  },
  {
    _id: 'p07',
    username: 'tariq.codes',
    content:
      'Late deploy, quiet office, the whole city lit up outside the window. Shipping on a Friday night is a bad idea and I regret nothing.\n#buildinpublic',
    mediaURL: '/seed/city-night.svg',
    likeCount: 26,
    likedBy: ['kenji.rides'],
    replies: [],
    createdAt: '2026-10-23T23:05:00+05:30',
  },
  {
    _id: 'p08',
    username: 'maya.clay',
    content:
      'Kiln opened! The speckled oatmeal glaze finally broke brown over the rims the way I hoped. Six mugs made it, one cracked, and one is mysteriously green.',
    mediaURL: '/seed/glazed-mugs.svg',
    likeCount: 45,
    likedBy: ['lucia_reads', 'amara_grows', 'tariq.codes'],
    replies: [
      {
        _id: 'c07',
        username: 'lucia_reads',
        text: 'I would like to adopt the mysteriously green one, please.',
        createdAt: '2026-10-28T10:05:00-05:00',
      },
      {
        _id: 'c08',
        username: 'kenji.rides',
        text: 'Those rims look like toasted bread. Beautiful.',
        createdAt: '2026-10-29T07:15:00+09:00',
      },
    ],
    createdAt: '2026-10-28T14:30:00+01:00',
  },
];
