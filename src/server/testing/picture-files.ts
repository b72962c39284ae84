import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';

/** Pictures and videos made for tests and benchmarks, with the metadata a phone would leave. */

const run = promisify(execFile);

/** Where the photos say they were taken. */
export const secretPlace = {
  latitude: 48.858333,
  longitude: 2.294444,
  iso6709: '+48.8583+002.2944/',
};

/** A stand-in for a photo: noise, so that it compresses like one rather than like a flat fill. */
export const photoPixels = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#7a9',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  }).blur(1.5);

/** A photo-like PNG: noise does not compress, so its size follows its pixels (500×500: ~0.5 MB). */
export const photoPng = async (width: number, height: number): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(await photoPixels(width, height).png().toBuffer());

/**
 * A phone's JPEG: stored 600×400 (wider than high) with orientation 6 (shown turned a quarter
 * clockwise, so 400×600), the camera's make and the GPS position in its EXIF block.
 */
export async function phoneJpeg(width = 600, height = 400): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await photoPixels(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Murmur Phone', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 40/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(bytes);
}

function pngChunk(type: string, data: Uint8Array) {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  chunk.set(data, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** A PNG with text chunks (an author, a comment with the place) and an XMP packet. */
export async function pngWithText(): Promise<Uint8Array<ArrayBuffer>> {
  const plain = await photoPixels(500, 300)
    .png()
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Ada Lovelace"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  const afterHeader = 8 + 25; // the signature, then IHDR's 13 bytes of data in a 25-byte chunk
  const text = (keyword: string, value: string) =>
    pngChunk('tEXt', Buffer.from(`${keyword}\0${value}`, 'latin1'));
  return new Uint8Array(
    Buffer.concat([
      plain.subarray(0, afterHeader),
      text('Author', 'Ada Lovelace'),
      text('Comment', `taken at ${secretPlace.iso6709}`),
      plain.subarray(afterHeader),
    ]),
  );
}

/** The chunk types of a PNG, in order. */
export function pngChunkTypes(png: Uint8Array): string[] {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  const types: string[] = [];
  for (let at = 8; at + 8 <= view.length;) {
    types.push(view.toString('latin1', at + 4, at + 8));
    at += 12 + view.readUInt32BE(at);
  }
  return types;
}

/** An animated GIF of three 120×80 frames. */
export async function animatedGif(): Promise<Uint8Array<ArrayBuffer>> {
  const frames = await Promise.all(
    ['#d33', '#3d3', '#33d'].map((background) =>
      sharp({ create: { width: 120, height: 80, channels: 3, background } })
        .raw()
        .toBuffer(),
    ),
  );
  const bytes = await sharp(Buffer.concat(frames), {
    raw: { width: 120, height: 240, channels: 3, pageHeight: 80 },
  })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** A blank PNG of 10,000×6,000 pixels (60 megapixels): a few hundred KB, all zeros compressed. */
export async function sixtyMegapixelPng(): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({
    create: { width: 10_000, height: 6_000, channels: 3, background: '#000' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** A JPEG cut off half-way, as an interrupted upload leaves it. */
export async function truncatedJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const whole = await phoneJpeg();
  return whole.slice(0, Math.floor(whole.length / 2));
}

/** ffmpeg's description of a media file (what `ffmpeg -i` prints). */
export async function describeMedia(bytes: Uint8Array, extension: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'murmur-test-'));
  try {
    const file = join(folder, `media.${extension}`);
    await writeFile(file, bytes);
    // With no output ffmpeg exits with an error after describing its input.
    const output = await run(ffmpeg.path, ['-hide_banner', '-i', file]).catch(
      (error: { stderr: string }) => error,
    );
    return output.stderr;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A one-second 320×240 MP4 from ffmpeg's test pattern, with a location tag and a title; `turned`,
 * it says to show it a quarter turned (240×320), as a phone held upright records.
 */
export async function mp4WithLocation({ turned = false } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const folder = await mkdtemp(join(tmpdir(), 'murmur-test-'));
  const quiet = ['-hide_banner', '-loglevel', 'error'];
  try {
    const file = join(folder, 'clip.mp4');
    await run(ffmpeg.path, [
      ...quiet,
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=10',
      '-t',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-metadata',
      `location=${secretPlace.iso6709}`,
      '-metadata',
      'title=At home',
      file,
    ]);
    if (!turned) return new Uint8Array(await readFile(file));
    // The turn is written only when the stream is copied, not while it is encoded.
    const turnedFile = join(folder, 'turned.mp4');
    await run(ffmpeg.path, [
      ...quiet,
      '-i',
      file,
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      turnedFile,
    ]);
    return new Uint8Array(await readFile(turnedFile));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
