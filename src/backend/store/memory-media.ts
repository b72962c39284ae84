import type { StateOf } from './memory-state';
import type { MediaPort } from './port';

export function memoryMedia(state: StateOf): MediaPort {
  return {
    referenced: async (urls) => {
      const wanted = new Set(urls);
      const avatars = new Set([...state().users.values()].map((user) => user.avatarUrl));
      const used = new Set([...state().posts.values()].map((post) => post.mediaURL));
      for (const avatar of avatars) used.add(avatar);
      const kept = [...state().uploads.values()].filter(
        (upload) => upload.postId !== null || avatars.has(upload.url),
      );
      for (const upload of kept) for (const url of upload.files) used.add(url);
      return [...used].filter((url) => wanted.has(url));
    },
    // Transactions run one at a time here.
    holdReferences: async () => undefined,
  };
}
