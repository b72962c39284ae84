import { describe, expect, it } from 'vitest';
import type { UploadRow } from '../../port';
import { postRow, sorted, userRow, writtenAt, type StoreGetter } from './fixtures';

export const uploadRow = (id: string, overrides: Partial<UploadRow> = {}): UploadRow => ({
  id,
  ownerId: 'u1',
  url: `/media/${id}.webp`,
  type: 'image',
  width: 2048,
  height: 1536,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  poster: null,
  variants: [
    { url: `/media/${id}-320.webp`, width: 320, height: 240 },
    { url: `/media/${id}-640.webp`, width: 640, height: 480 },
  ],
  files: [`/media/${id}.webp`, `/media/${id}-320.webp`, `/media/${id}-640.webp`],
  bytes: 1000,
  createdAt: writtenAt,
  postId: null,
  description: null,
  ...overrides,
});

/** uploads: what POST /api/media kept, whose share it counts against, and which post shows it. */
export function describeUploadsSuite(store: StoreGetter): void {
  describe('uploads', () => {
    it('records an upload with its measurements and sums each owner’s bytes', async () => {
      await store().users.insert(userRow(1));
      await store().users.insert(userRow(2));
      await store().transaction(async (tx) => {
        await tx.uploads.record(uploadRow('a'));
        await tx.uploads.record(uploadRow('b', { bytes: 2500 }));
        await tx.uploads.record(uploadRow('c', { ownerId: 'u2', bytes: 7 }));
      });
      expect(await store().uploads.bytesOf('u1')).toBe(3500);
      expect(await store().uploads.bytesOf('u2')).toBe(7);
      expect(await store().uploads.bytesOf('u3')).toBe(0);
      expect(await store().uploads.byUrls(['/media/a.webp', '/media/none.webp'])).toEqual([
        uploadRow('a'),
      ]);
      expect(await store().uploads.byUrls([])).toEqual([]);
    });

    it('refuses a second record of a file, keeping nothing of it', async () => {
      await store().users.insert(userRow(1));
      await store().uploads.record(uploadRow('a'));
      const again = uploadRow('b', { files: ['/media/b.webp', '/media/a-320.webp'] });
      await expect(store().transaction((tx) => tx.uploads.record(again))).rejects.toThrow();
      expect(await store().uploads.byUrls(['/media/b.webp'])).toEqual([]);
      expect(await store().uploads.bytesOf('u1')).toBe(1000);
    });

    it('attaches uploads to a post, answers them, and leaves them unshown when it goes', async () => {
      await store().users.insert(userRow(1));
      await store().uploads.record(uploadRow('a'));
      await store().uploads.record(uploadRow('b'));
      await store().posts.insert(postRow('p1'));
      await store().uploads.attach('p1', ['a', 'b']);
      const ofPost = await store().uploads.ofPost('p1');
      expect(sorted(ofPost.map((upload) => upload.id))).toEqual(['a', 'b']);
      expect(ofPost.every((upload) => upload.postId === 'p1')).toBe(true);
      await store().posts.delete('p1');
      expect(await store().uploads.ofPost('p1')).toEqual([]);
      expect(await store().uploads.byUrls(['/media/a.webp'])).toEqual([uploadRow('a')]);
    });

    it('keeps a description its owner gives an upload, and refuses anyone else’s', async () => {
      await store().users.insert(userRow(1));
      await store().users.insert(userRow(2));
      await store().uploads.record(uploadRow('a', { description: 'At upload' }));
      expect((await store().uploads.byUrls(['/media/a.webp']))[0]?.description).toBe('At upload');
      expect(await store().uploads.describe('a', 'u1', 'A red kite over the hill')).toBe(true);
      expect(await store().uploads.describe('a', 'u2', 'Not theirs')).toBe(false);
      expect(await store().uploads.describe('none', 'u1', 'Nothing')).toBe(false);
      expect(await store().uploads.byUrls(['/media/a.webp'])).toEqual([
        uploadRow('a', { description: 'A red kite over the hill' }),
      ]);
    });

    it('removes uploads by URL or by owner and answers every file they took', async () => {
      await store().users.insert(userRow(1));
      await store().users.insert(userRow(2));
      await store().uploads.record(uploadRow('a'));
      await store().uploads.record(uploadRow('b'));
      await store().uploads.record(uploadRow('c', { ownerId: 'u2' }));
      expect(sorted(await store().uploads.remove(['/media/a.webp', '/media/x.webp']))).toEqual(
        sorted(uploadRow('a').files),
      );
      expect(await store().uploads.remove([])).toEqual([]);
      expect(sorted(await store().uploads.removeOfOwner('u1'))).toEqual(
        sorted(uploadRow('b').files),
      );
      expect(await store().uploads.bytesOf('u1')).toBe(0);
      expect(await store().uploads.byUrls(['/media/c.webp'])).toEqual([
        uploadRow('c', { ownerId: 'u2' }),
      ]);
    });

    it('counts every file of an upload a post shows as referenced, none of one no post shows', async () => {
      await store().users.insert(userRow(1, { avatarUrl: '/media/face.webp' }));
      await store().uploads.record(uploadRow('a'));
      await store().uploads.record(uploadRow('b'));
      await store().uploads.record(uploadRow('face'));
      await store().posts.insert(postRow('p1', { mediaURL: '/media/a.webp' }));
      await store().uploads.attach('p1', ['a']);
      const asked = [...uploadRow('a').files, ...uploadRow('b').files, ...uploadRow('face').files];
      expect(sorted(await store().media.referenced(asked))).toEqual(
        sorted([...uploadRow('a').files, ...uploadRow('face').files]),
      );
      await store().uploads.remove(['/media/a.webp']);
      expect(await store().media.referenced(uploadRow('a').files)).toEqual(['/media/a.webp']);
    });

    it('keeps a post’s media list, content warning and sensitive mark', async () => {
      await store().users.insert(userRow(1));
      const { url, type, width, height, blurhash, poster, variants } = uploadRow('a');
      const unmeasured = { width: null, height: null, blurhash: null, poster: null, variants: [] };
      const media = [
        { url, type, width, height, blurhash, poster, variants, alt: 'A red kite' },
        { url: '/seed/pot.jpg', type: 'image' as const, ...unmeasured, alt: '' },
      ];
      const row = postRow('p1', {
        mediaURL: '/media/a.webp',
        mediaAlt: 'A red kite',
        media,
        contentWarning: 'Birds',
        sensitive: true,
      });
      await store().posts.insert(row);
      expect(await store().posts.get('p1')).toEqual(row);
      expect((await store().posts.list({ limit: 5 })).items).toEqual([row]);
      await store().posts.update('p1', {
        media: [],
        mediaURL: '',
        mediaAlt: '',
        contentWarning: '',
        sensitive: false,
      });
      expect(await store().posts.get('p1')).toEqual(postRow('p1'));
    });
  });
}
