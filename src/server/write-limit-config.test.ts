import { describe, expect, it } from 'vitest';
import { defaultWriteLimits } from '../backend/limits/write-limits';
import { ConfigError, readConfig } from './config';

const hour = 60 * 60 * 1000;
const hourly = (perAccount: number) => [{ perAccount, windowMs: hour }];

describe('the write limits from the environment', () => {
  it('reads every LIMIT_ variable', () => {
    const { writeLimits } = readConfig({
      LIMIT_POSTS_PER_HOUR: '5',
      LIMIT_POSTS_PER_DAY: '50',
      LIMIT_EDITS_PER_HOUR: '6',
      LIMIT_DELETES_PER_HOUR: '7',
      LIMIT_LIKES_PER_HOUR: '8',
      LIMIT_BOOKMARKS_PER_HOUR: '9',
      LIMIT_FOLLOWS_PER_HOUR: '10',
      LIMIT_PROFILE_EDITS_PER_HOUR: '11',
      LIMIT_UPLOADS_PER_HOUR: '12',
      LIMIT_REPLIES_PER_HOUR: '13',
      LIMIT_REPLIES_PER_DAY: '130',
      LIMIT_VOTES_PER_HOUR: '14',
      LIMIT_ADDRESS_FACTOR: '3',
      LIMIT_GUEST_DIVISOR: '4',
    });
    expect(writeLimits).toEqual({
      rules: {
        posts: [
          { perAccount: 5, windowMs: hour },
          { perAccount: 50, windowMs: 24 * hour },
        ],
        edits: hourly(6),
        deletes: hourly(7),
        likes: hourly(8),
        bookmarks: hourly(9),
        follows: hourly(10),
        profileEdits: hourly(11),
        uploads: hourly(12),
        replies: [
          { perAccount: 13, windowMs: hour },
          { perAccount: 130, windowMs: 24 * hour },
        ],
        votes: hourly(14),
      },
      addressFactor: 3,
      guestDivisor: 4,
    });
  });

  it('keeps the defaults of the variables left unset', () => {
    const { writeLimits } = readConfig({ LIMIT_LIKES_PER_HOUR: '1' });
    expect(writeLimits.rules.likes).toEqual(hourly(1));
    expect(writeLimits.rules.posts).toEqual(defaultWriteLimits.rules.posts);
    expect(writeLimits.guestDivisor).toBe(10);
  });

  it('refuses a limit that is not a whole number from 1, naming it', () => {
    const read = () => readConfig({ LIMIT_POSTS_PER_HOUR: '0', LIMIT_GUEST_DIVISOR: 'ten' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/LIMIT_POSTS_PER_HOUR must be a whole number from 1 .*"0"/);
    expect(read).toThrow(/LIMIT_GUEST_DIVISOR .*"ten"/);
  });
});
