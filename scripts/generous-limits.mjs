// Write limits too high to reach, for servers that tests and benchmarks drive from one address
// (127.0.0.1), mostly as the shared guest: the defaults would answer them 429 (docs/configuration.md, Write limits).
const plenty = '1000000';

export const generousWriteLimits = {
  LIMIT_POSTS_PER_HOUR: plenty,
  LIMIT_POSTS_PER_DAY: plenty,
  LIMIT_EDITS_PER_HOUR: plenty,
  LIMIT_DELETES_PER_HOUR: plenty,
  LIMIT_LIKES_PER_HOUR: plenty,
  LIMIT_BOOKMARKS_PER_HOUR: plenty,
  LIMIT_FOLLOWS_PER_HOUR: plenty,
  LIMIT_PROFILE_EDITS_PER_HOUR: plenty,
  LIMIT_UPLOADS_PER_HOUR: plenty,
  LIMIT_REPLIES_PER_HOUR: plenty,
  LIMIT_REPLIES_PER_DAY: plenty,
  LIMIT_VOTES_PER_HOUR: plenty,
  LIMIT_ADDRESS_FACTOR: '1',
  LIMIT_GUEST_DIVISOR: '1',
};

// The same for the limits per client address: reads uncounted, streams out of reach
// (docs/configuration.md, Limits per address).
export const generousAddressLimits = {
  READS_PER_MINUTE_PER_ADDRESS: '0',
  EVENT_STREAMS_PER_ADDRESS: plenty,
  GUEST_EVENT_STREAMS_PER_ADDRESS: plenty,
};
