import type { StateOf } from './memory-state';
import type { MediaPort } from './port';

export function memoryMedia(state: StateOf): MediaPort {
  return {
    referenced: async (urls) => {
      const wanted = new Set(urls);
      const used = [
        ...[...state().posts.values()].map((post) => post.mediaURL),
        ...[...state().users.values()].map((user) => user.avatarUrl),
      ];
      return [...new Set(used.filter((url) => wanted.has(url)))];
    },
    // Transactions run one at a time here.
    holdReferences: async () => undefined,
  };
}
