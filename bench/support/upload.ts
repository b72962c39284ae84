// Pictures for benchmarks: a phone photo's stand-in, uploaded as the web app sends one (multipart
// POST /api/media).
import { mediaUploadResponseSchema, type MediaUpload } from '@/contract';
import sharp from 'sharp';
import { BenchError } from './settings';

/** Noise of one scale: random pixels `1/scale` of the size, stretched smoothly to the full size. */
async function noiseAt(width: number, height: number, scale: number, sigma: number) {
  const small = await sharp({
    create: {
      width: Math.ceil(width / scale),
      height: Math.ceil(height / scale),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(small)
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A 4,000×3,000 phone photo's stand-in at JPEG quality 90 (about 3 MB): noise at four scales laid
 * over each other, fainter as it gets finer, so that like a photo it keeps detail when it is made
 * smaller (its 640 px WebP is some 55 KB; plain noise turns to a flat fill of a few KB).
 */
export async function twelveMegapixelJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const [width, height] = [4000, 3000];
  const [base, ...finer] = await Promise.all(
    [
      [80, 50],
      [20, 22],
      [5, 12],
      [1, 8],
    ].map(([scale, sigma]) => noiseAt(width, height, scale!, sigma!)),
  );
  const layered = await sharp(base)
    .composite(finer.map((input) => ({ input, blend: 'overlay' as const })))
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new Uint8Array(await sharp(layered).jpeg({ quality: 90 }).toBuffer());
}

export async function uploadPicture(
  serverUrl: string,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<MediaUpload> {
  const form = new FormData();
  form.set('file', new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
  const answer = await fetch(`${serverUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const text = await answer.text();
  if (answer.status !== 201)
    throw new BenchError(`POST /api/media answered ${answer.status}: ${text.slice(0, 160)}`);
  return mediaUploadResponseSchema.parse(JSON.parse(text));
}
