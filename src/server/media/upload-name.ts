import type { MediaMimeType } from '@/contract';

export const extensionOf: Record<MediaMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const extensions = Object.values(extensionOf).join('|');
/** Only names the media store makes: no slashes, no dots but the extension's, no listing. */
export const uploadName = new RegExp(`^[A-Za-z0-9_-]{1,64}\\.(${extensions})$`);
