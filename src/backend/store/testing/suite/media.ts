import { describe, expect, it } from 'vitest';
import { postRow, sorted, userRow, type StoreGetter } from './fixtures';

/** media: which uploaded files rows still use, for the Node host's sweep of orphans. */
export function describeMediaSuite(store: StoreGetter): void {
  describe('media', () => {
    it("answers which URLs a post's media or a user's avatar uses, each once", async () => {
      await store().users.insert(userRow(1, { avatarUrl: '/media/avatar.png' }));
      await store().users.insert(userRow(2, { avatarUrl: '/media/shared.webp' }));
      await store().posts.insert(postRow('p1', { mediaURL: '/media/photo.jpg' }));
      await store().posts.insert(postRow('p2', { mediaURL: '/media/shared.webp' }));
      await store().posts.insert(postRow('p3'));

      const asked = [
        '/media/photo.jpg',
        '/media/avatar.png',
        '/media/shared.webp',
        '/media/gone.gif',
      ];
      expect(sorted(await store().media.referenced(asked))).toEqual([
        '/media/avatar.png',
        '/media/photo.jpg',
        '/media/shared.webp',
      ]);
      expect(await store().media.referenced([])).toEqual([]);
      // No post without media is taken for a match of an empty URL.
      expect(await store().media.referenced(['/media/gone.gif'])).toEqual([]);
    });

    it('forgets a post’s media once the post is deleted or its media replaced', async () => {
      await store().users.insert(userRow(1));
      await store().posts.insert(postRow('p1', { mediaURL: '/media/old.png' }));
      await store().posts.insert(postRow('p2', { mediaURL: '/media/deleted.png' }));
      await store().posts.update('p1', { mediaURL: '/media/new.png' });
      await store().posts.delete('p2');
      const asked = ['/media/old.png', '/media/new.png', '/media/deleted.png'];
      expect(await store().media.referenced(asked)).toEqual(['/media/new.png']);
    });

    it('holds off post writes while a transaction holds the references', async () => {
      await store().users.insert(userRow(1));
      let inserted = false;
      let insert: Promise<void> | undefined;
      await store().transaction(async (tx) => {
        await tx.media.holdReferences();
        insert = store()
          .posts.insert(postRow('p1', { mediaURL: '/media/late.png' }))
          .then(() => void (inserted = true));
        await new Promise((done) => setTimeout(done, 100));
        expect(await tx.media.referenced(['/media/late.png'])).toEqual([]);
        expect(inserted).toBe(false);
      });
      await insert;
      expect(await store().media.referenced(['/media/late.png'])).toEqual(['/media/late.png']);
    });
  });
}
