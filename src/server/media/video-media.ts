import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { PictureRefusedError, type ProcessedMedia } from '@/backend/media/picture-pipeline';
import type { MediaMimeType } from '@/contract';
import { blurhashOf } from './blurhash-of';

/** The longest side of a video's poster frame. */
const posterMaxSide = 1280;
/** A video that takes ffmpeg longer than this to copy is taken for a hostile one. */
const ffmpegTimeoutMs = 60_000;

interface Run {
  stdout: Buffer;
  stderr: string;
}

/** ffmpeg with these arguments, no shell, its output in memory; rejects when it fails. */
function runFfmpeg(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpeg.path,
      ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: ffmpegTimeoutMs },
      (error, stdout, stderr) => {
        if (error) reject(new PictureRefusedError('pictureUnreadable'));
        else resolve({ stdout, stderr: stderr.toString() });
      },
    );
  });
}

/**
 * A video (MP4, WebM): its streams copied as they are into a new file without any metadata (a
 * phone's location tag among it), an MP4 with its index first so that it plays while it loads,
 * and its first frame as a WebP poster whose BlurHash stands for the video. A phone's turn is no
 * tag but the stream's display matrix, which the copy keeps; the poster frame comes out turned,
 * so its size is the video's as shown.
 */
export async function processVideo(
  bytes: Uint8Array,
  type: MediaMimeType,
): Promise<ProcessedMedia> {
  const folder = await mkdtemp(join(tmpdir(), 'murmur-video-'));
  try {
    const mp4 = type === 'video/mp4';
    const input = join(folder, mp4 ? 'in.mp4' : 'in.webm');
    const output = join(folder, mp4 ? 'out.mp4' : 'out.webm');
    await writeFile(input, bytes);
    await runFfmpeg([
      '-i',
      input,
      '-map',
      '0',
      '-map_metadata',
      '-1',
      '-map_chapters',
      '-1',
      '-c',
      'copy',
      ...(mp4 ? ['-movflags', '+faststart', '-f', 'mp4'] : ['-f', 'webm']),
      output,
    ]);
    const frame = await runFfmpeg([
      // One core, as each picture gets (sharp-pictures.ts).
      '-threads',
      '1',
      '-i',
      input,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ]);
    if (frame.stdout.byteLength === 0) throw new PictureRefusedError('pictureUnreadable');
    const still = () => sharp(frame.stdout);
    const [poster, blurhash, video] = await Promise.all([
      still()
        .resize(posterMaxSide, posterMaxSide, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true }),
      blurhashOf(still()),
      readFile(output),
    ]);
    const { width, height } = await still().metadata();
    return {
      kind: 'video',
      main: { bytes: new Uint8Array(video), type, width, height },
      variants: [],
      poster: {
        bytes: new Uint8Array(poster.data),
        type: 'image/webp',
        width: poster.info.width,
        height: poster.info.height,
      },
      blurhash,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
