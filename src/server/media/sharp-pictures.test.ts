import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode, isBlurhashValid } from 'blurhash';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  errorCodes,
  mediaUploadResponseSchema,
  serverMessages,
  type MediaUpload,
} from '@/contract';
import {
  animatedGif,
  describeMedia,
  mp4WithLocation,
  phoneJpeg,
  pngChunkTypes,
  pngWithText,
  secretPlace,
  sixtyMegapixelPng,
  truncatedJpeg,
} from '../testing/picture-files';
import { upload } from '../testing/media-upload';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';
import { MediaFullError } from '@/backend/media/media-store';
import { createFileMediaStore, type FileMediaStore } from './file-media-store';
import { createSharpPictures } from './sharp-pictures';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function setUp() {
  harness = await createServerHarness({ app: { pictures: createSharpPictures() } });
  return { ...harness, token: await harness.login() };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

async function uploaded(h: Setup, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const answer = await upload(h, bytes, { token: h.token, name, type });
  expect(answer.status).toBe(201);
  return mediaUploadResponseSchema.parse(await answer.json());
}

async function served(h: Setup, url: string) {
  const answer = await h.app.request(url);
  expect(answer.status, url).toBe(200);
  return {
    type: answer.headers.get('content-type'),
    bytes: new Uint8Array(await answer.arrayBuffer()),
  };
}

const storedFiles = async (h: Setup) =>
  (await readdir(join(h.dataDir, 'media')).catch(() => [])).sort();
const namesOf = (answer: MediaUpload) =>
  [answer.url, answer.poster, ...answer.variants.map((variant) => variant.url)]
    .filter((url): url is string => url !== null)
    .map((url) => url.slice('/media/'.length))
    .sort();

/**
 * The metadata blocks sharp finds in a picture, and what exifr reads of its EXIF and GPS (exifr
 * reads JPEG and PNG, not WebP).
 */
async function metadataOf(bytes: Uint8Array) {
  const found = await sharp(bytes).metadata();
  const readable = found.format === 'jpeg' || found.format === 'png';
  const file = Buffer.from(bytes);
  return {
    blocks: { exif: found.exif, xmp: found.xmp, iptc: found.iptc, comments: found.comments },
    exif: readable
      ? await exifr.parse(file, { tiff: true, exif: true, gps: true, xmp: true })
      : undefined,
    gps: readable ? await exifr.gps(file) : undefined,
  };
}

const noMetadata = {
  blocks: { exif: undefined, xmp: undefined, iptc: undefined, comments: undefined },
  exif: undefined,
  gps: undefined,
};

function expectBlurhash(hash: string | null) {
  expect(hash).not.toBeNull();
  expect(isBlurhashValid(hash!)).toEqual({ result: true });
  expect(decode(hash!, 32, 24)).toHaveLength(32 * 24 * 4);
}

// Pictures are made and decoded for real: seconds each on a busy two-core machine.
describe('POST /api/media through the picture pipeline', { timeout: 30_000 }, () => {
  it('serves a phone JPEG upright, without its EXIF and GPS, with WebP variants and a blurhash', async () => {
    const h = await setUp();
    const original = await phoneJpeg(1600, 1200);
    expect((await exifr.gps(Buffer.from(original)))?.latitude).toBeCloseTo(secretPlace.latitude, 3);
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const answer = await uploaded(h, original, 'garden.jpg', 'image/jpeg');
    // Orientation 6: stored 1600×1200, shown 1200×1600.
    expect(answer).toMatchObject({ type: 'image', width: 1200, height: 1600, poster: null });
    expect(answer.url).toMatch(/\.jpg$/);
    expect(answer.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 427],
      [480, 640],
      [640, 853],
      [960, 1280],
    ]);
    expectBlurhash(answer.blurhash);

    const main = await served(h, answer.url);
    expect(main.type).toBe('image/jpeg');
    expect(await metadataOf(main.bytes)).toEqual(noMetadata);
    const mainInfo = await sharp(main.bytes).metadata();
    expect([mainInfo.width, mainInfo.height, mainInfo.orientation]).toEqual([
      1200,
      1600,
      undefined,
    ]);
    for (const variant of answer.variants) {
      const file = await served(h, variant.url);
      expect(file.type).toBe('image/webp');
      const info = await sharp(file.bytes).metadata();
      expect([info.format, info.width, info.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
      expect(await metadataOf(file.bytes)).toEqual(noMetadata);
    }
    expect(await storedFiles(h)).toEqual(namesOf(answer));
  });

  it('cuts a large picture to 2,048 px on its long side and makes all five variants', async () => {
    const h = await setUp();
    const answer = await uploaded(h, await phoneJpeg(3000, 2000), 'wide.jpg', 'image/jpeg');
    expect([answer.width, answer.height]).toEqual([1365, 2048]);
    expect(answer.variants.map((variant) => variant.width)).toEqual([320, 480, 640, 960, 1280]);
    const main = await sharp((await served(h, answer.url)).bytes).metadata();
    expect([main.width, main.height]).toEqual([1365, 2048]);
  });

  it('keeps a PNG a PNG, without its text chunks and XMP', async () => {
    const h = await setUp();
    const original = await pngWithText();
    expect(pngChunkTypes(original)).toEqual(expect.arrayContaining(['tEXt', 'zTXt']));
    const answer = await uploaded(h, original, 'chart.png', 'image/png');
    expect(answer).toMatchObject({ type: 'image', width: 500, height: 300 });
    expect(answer.variants.map((variant) => variant.width)).toEqual([320, 480]);
    const main = await served(h, answer.url);
    expect(main.type).toBe('image/png');
    // Pixel density (pHYs) may stay: it says nothing of who or where.
    expect(
      pngChunkTypes(main.bytes).filter((type) => !['IHDR', 'pHYs', 'IDAT', 'IEND'].includes(type)),
    ).toEqual([]);
    expect(new TextDecoder('latin1').decode(main.bytes)).not.toMatch(/Lovelace|48\.8583/);
    expect(await metadataOf(main.bytes)).toMatchObject({ blocks: noMetadata.blocks });
  });

  it('converts a Display P3 picture to sRGB and drops its profile', async () => {
    const h = await setUp();
    const green = { r: 40, g: 200, b: 40 };
    // Stored in P3's numbers (about 97, 197, 70), which shown as sRGB would be a duller green.
    const p3 = await sharp({ create: { width: 400, height: 300, channels: 3, background: green } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const answer = await uploaded(h, new Uint8Array(p3), 'p3.png', 'image/png');
    const main = (await served(h, answer.url)).bytes;
    expect((await sharp(main).metadata()).icc).toBeUndefined();
    const [r, g, b] = await sharp(main, { ignoreIcc: true }).raw().toBuffer();
    for (const [value, expected] of [
      [r, green.r],
      [g, green.g],
      [b, green.b],
    ])
      expect(Math.abs(value! - expected!)).toBeLessThanOrEqual(2);
  });

  it('keeps an animated GIF animated, as a GIF, with no variants', async () => {
    const h = await setUp();
    const answer = await uploaded(h, await animatedGif(), 'wave.gif', 'image/gif');
    expect(answer).toMatchObject({
      type: 'gifv',
      width: 120,
      height: 80,
      variants: [],
      poster: null,
    });
    expectBlurhash(answer.blurhash);
    const main = await served(h, answer.url);
    expect(main.type).toBe('image/gif');
    const info = await sharp(main.bytes, { animated: true }).metadata();
    expect([info.format, info.pages, info.width, info.pageHeight]).toEqual(['gif', 3, 120, 80]);
    expect(info.comments).toBeUndefined();
    expect(await storedFiles(h)).toEqual(namesOf(answer));
  });

  it('refuses a 60-megapixel picture and a truncated JPEG with 422, keeping no file', async () => {
    const h = await setUp();
    const huge = await upload(h, await sixtyMegapixelPng(), { token: h.token, name: 'huge.png' });
    expect(huge.status).toBe(422);
    expect(await huge.json()).toEqual({
      errors: [serverMessages.pictureTooManyPixels],
      code: errorCodes.pictureTooManyPixels,
    });
    const cut = await upload(h, await truncatedJpeg(), {
      token: h.token,
      name: 'cut.jpg',
      type: 'image/jpeg',
    });
    expect(cut.status).toBe(422);
    expect(await cut.json()).toEqual({
      errors: [serverMessages.pictureUnreadable],
      code: errorCodes.pictureUnreadable,
    });
    expect(await storedFiles(h)).toEqual([]);
  });

  it('forgets the files already saved when one of them cannot be', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'murmur-media-'));
    const real = createFileMediaStore(folder);
    let saves = 0;
    const failing: FileMediaStore = {
      ...real,
      async save(bytes, type) {
        if (++saves === 3) throw new MediaFullError('quota');
        return real.save(bytes, type);
      },
    };
    harness = await createServerHarness({
      app: { pictures: createSharpPictures(), mediaStore: failing },
    });
    const token = await harness.login();
    const answer = await upload(harness, await phoneJpeg(1600, 1200), {
      token,
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(507);
    expect(saves).toBe(3);
    expect(await readdir(folder)).toEqual([]);
    await rm(folder, { recursive: true, force: true });
  });

  it('serves an MP4 without its location tag, with a poster frame and its blurhash', async () => {
    const h = await setUp();
    const original = await mp4WithLocation();
    expect(await describeMedia(original, 'mp4')).toContain(secretPlace.iso6709);

    const answer = await uploaded(h, original, 'clip.mp4', 'video/mp4');
    expect(answer).toMatchObject({ type: 'video', width: 320, height: 240, variants: [] });
    expect(answer.url).toMatch(/\.mp4$/);
    expectBlurhash(answer.blurhash);

    const video = await served(h, answer.url);
    expect(video.type).toBe('video/mp4');
    const description = await describeMedia(video.bytes, 'mp4');
    expect(description).toMatch(/Video: h264.*320x240/);
    expect(description).not.toMatch(/location|48\.8583|At home/);

    const poster = await served(h, answer.poster!);
    const info = await sharp(poster.bytes).metadata();
    expect([info.format, info.width, info.height]).toEqual(['webp', 320, 240]);
    expect(await storedFiles(h)).toEqual(namesOf(answer));
  });

  it('keeps a phone video turned as it was recorded, its size as shown', async () => {
    const h = await setUp();
    const answer = await uploaded(
      h,
      await mp4WithLocation({ turned: true }),
      'up.mp4',
      'video/mp4',
    );
    expect(answer).toMatchObject({ type: 'video', width: 240, height: 320 });
    const description = await describeMedia((await served(h, answer.url)).bytes, 'mp4');
    expect(description).toMatch(/displaymatrix: rotation of/);
    expect(description).not.toMatch(/location|48\.8583/);
    const poster = await sharp((await served(h, answer.poster!)).bytes).metadata();
    expect([poster.width, poster.height]).toEqual([240, 320]);
  });

  it('refuses a video ffmpeg cannot read with 422, keeping no file', async () => {
    const h = await setUp();
    const broken = (await mp4WithLocation()).slice(0, 64);
    const answer = await upload(h, broken, { token: h.token, name: 'cut.mp4', type: 'video/mp4' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      errors: [serverMessages.pictureUnreadable],
      code: errorCodes.pictureUnreadable,
    });
    expect(await storedFiles(h)).toEqual([]);
  });
});
