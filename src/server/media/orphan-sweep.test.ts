import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, mediaUploadResponseSchema, serverMessages } from '@/contract';
import { pngBytes, upload } from '../testing/media-upload';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';
import { createFileMediaStore } from './file-media-store';
import { orphanGraceMs, removeOrphanMedia } from './orphan-sweep';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const uploadedUrl = async (h: ServerHarness, token: string) =>
  mediaUploadResponseSchema.parse(await (await upload(h, pngBytes, { token })).json()).url;

/** Makes an upload look as old as the grace period and a minute more. */
const age = (mediaDir: string, url: string) => {
  const then = new Date(Date.now() - orphanGraceMs - 60_000);
  return utimes(join(mediaDir, url.slice('/media/'.length)), then, then);
};

describe('removeOrphanMedia', () => {
  it('deletes old uploads that no post or avatar uses, and nothing else', async () => {
    const h = (harness = await createServerHarness());
    const token = await h.login();
    const mediaDir = join(h.dataDir, 'media');
    const [inPost, asAvatar, unused, fresh] = [
      await uploadedUrl(h, token),
      await uploadedUrl(h, token),
      await uploadedUrl(h, token),
      await uploadedUrl(h, token),
    ];
    const created = await h.call('POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'with a picture', mediaURL: inPost } },
    });
    expect(created.status).toBe(201);
    const edited = await h.call('POST', apiPaths.editUser(), {
      token,
      body: { userData: { avatarUrl: asAvatar } },
    });
    expect(edited.status).toBe(201);
    await writeFile(join(mediaDir, 'notes.txt'), 'not an upload');
    for (const url of [inPost, asAvatar, unused]) await age(mediaDir, url);

    expect(await removeOrphanMedia(h.store, createFileMediaStore(mediaDir))).toBe(1);
    // Its record went with it: it counts against its owner's share no more.
    expect(await h.store.uploads.byUrls([unused, inPost, asAvatar, fresh])).toHaveLength(3);
    const names = (urls: string[]) => urls.map((url) => url.slice('/media/'.length));
    expect((await readdir(mediaDir)).sort()).toEqual(
      [...names([inPost, asAvatar, fresh]), 'notes.txt'].sort(),
    );

    // Once its post is deleted, the post's picture goes by the job the deletion queued, before
    // any sweep.
    const postId = (created.body.posts as { _id: string; mediaURL: string }[]).find(
      (post) => post.mediaURL === inPost,
    )!._id;
    expect((await h.call('DELETE', apiPaths.post(postId), { token })).status).toBe(200);
    await h.jobsDone();
    expect(await removeOrphanMedia(h.store, createFileMediaStore(mediaDir))).toBe(0);
    expect(await readdir(mediaDir)).not.toContain(names([inPost])[0]);
  });

  it('has nothing to do before the first upload', async () => {
    const h = (harness = await createServerHarness());
    const media = createFileMediaStore(join(h.dataDir, 'media'));
    expect(await removeOrphanMedia(h.store, media)).toBe(0);
  });

  it('keeps an old upload that a post starts using between finding it unused and deleting it', async () => {
    const h = (harness = await createServerHarness());
    const token = await h.login();
    const mediaDir = join(h.dataDir, 'media');
    const url = await uploadedUrl(h, token);
    await age(mediaDir, url);

    let racedPost: number | undefined;
    const removed = await removeOrphanMedia(h.store, createFileMediaStore(mediaDir), {
      beforeRemoving: async (unused) => {
        expect(unused).toEqual([url]);
        const created = await h.call('POST', apiPaths.posts(), {
          token,
          body: { postData: { content: 'raced the sweep', mediaURL: url } },
        });
        racedPost = created.status;
      },
    });
    expect(racedPost).toBe(201);
    expect(removed).toBe(0);
    expect(await readdir(mediaDir)).toEqual([url.slice('/media/'.length)]);
  });

  it('deletes what a crash left half-written once it is old', async () => {
    const h = (harness = await createServerHarness());
    const mediaDir = join(h.dataDir, 'media');
    await mkdir(mediaDir, { recursive: true });
    await writeFile(join(mediaDir, '.upload-abc.tmp'), 'half');
    await writeFile(join(mediaDir, '.upload-new.tmp'), 'being written');
    const then = new Date(Date.now() - orphanGraceMs - 60_000);
    await utimes(join(mediaDir, '.upload-abc.tmp'), then, then);
    expect(await removeOrphanMedia(h.store, createFileMediaStore(mediaDir))).toBe(1);
    expect(await readdir(mediaDir)).toEqual(['.upload-new.tmp']);
  });

  it('refuses a post or avatar whose upload the sweep already deleted, keeping nothing', async () => {
    const h = (harness = await createServerHarness());
    const token = await h.login();
    const mediaDir = join(h.dataDir, 'media');
    const url = await uploadedUrl(h, token);
    await age(mediaDir, url);
    expect(await removeOrphanMedia(h.store, createFileMediaStore(mediaDir))).toBe(1);

    const before = await h.store.posts.count();
    const post = await h.call('POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'too late', mediaURL: url } },
    });
    expect(post).toMatchObject({
      status: 422,
      body: { errors: [serverMessages.mediaGone], code: errorCodes.mediaGone },
    });
    expect(await h.store.posts.count()).toBe(before);
    const avatar = await h.call('POST', apiPaths.editUser(), {
      token,
      body: { userData: { avatarUrl: '/media/neverUploaded.png' } },
    });
    expect(avatar.status).toBe(422);
    expect((await h.store.users.getByUsername('guest'))?.avatarUrl).not.toBe(
      '/media/neverUploaded.png',
    );
  });
});
