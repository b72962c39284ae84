import { limits, type MediaMimeType } from './limits';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Tells a file's real type from its first bytes, whatever its name or declared type says.
 * Twelve bytes are enough for every type Murmur accepts.
 */
export function sniffMediaType(head: Uint8Array): MediaMimeType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return undefined;
}

const dataUrlPattern = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
/** Same-origin files: uploads under /media and the shipped images under /seed and /avatars. */
const localPathPattern =
  /^\/(media|seed|avatars)\/[A-Za-z0-9_-]+\.(png|jpe?g|gif|webp|svg|mp4|webm)$/;

/** Whether a media URL (a same-origin path or a data URL) shows as a video or an image. */
export const mediaKind = (url: string): 'image' | 'video' =>
  /^data:video\/|\.(mp4|webm)$/i.test(url) ? 'video' : 'image';

export type MediaUrlCheck =
  { ok: true; kind: 'none' | 'image' | 'video' } | { ok: false; reason: string };

/** Checks a mediaURL or avatarUrl: empty, a same-origin path, or a base64 data URL of real media. */
export function checkMediaUrl(url: string, maxBytes: number = limits.mediaBytes): MediaUrlCheck {
  if (url === '') return { ok: true, kind: 'none' };
  if (localPathPattern.test(url)) return { ok: true, kind: mediaKind(url) };
  const match = dataUrlPattern.exec(url);
  if (!match) return { ok: false, reason: 'must be a file of this site or a base64 data URL' };
  const [, declared = '', base64 = ''] = match;
  if (base64.length % 4 !== 0) return { ok: false, reason: 'is not valid base64' };
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = (base64.length * 3) / 4 - padding;
  if (bytes > maxBytes) return { ok: false, reason: `must be at most ${formatBytes(maxBytes)}` };
  let head: Uint8Array;
  try {
    head = Uint8Array.from(atob(base64.slice(0, 16)), (c) => c.charCodeAt(0));
  } catch {
    return { ok: false, reason: 'is not valid base64' };
  }
  const actual = sniffMediaType(head);
  if (!actual)
    return { ok: false, reason: 'must be a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video' };
  if (actual !== declared) return { ok: false, reason: `says ${declared} but holds ${actual}` };
  return { ok: true, kind: actual.startsWith('video/') ? 'video' : 'image' };
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;
