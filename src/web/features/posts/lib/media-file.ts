import { choiceId, type MediaChoice } from '../api/media-upload';
import { clientMessages } from '@/contract/client-messages';
import { limits, mediaMimeTypes, type MediaMimeType } from '@/contract/limits';
import { sniffMediaType } from '@/contract/media';
import { mediaTooLargeMessage, serverMessages } from '@/contract/messages';

export const acceptedMediaTypes = mediaMimeTypes.join(',');

export type MediaFileCheck = { ok: true; type: MediaMimeType } | { ok: false; message: string };

/**
 * Checks a picked file before anything is uploaded: at most 10 MB, and a PNG, JPEG, GIF, WebP,
 * MP4 or WebM by its first bytes (a renamed file is caught here, not by the server).
 */
export async function checkMediaFile(file: File): Promise<MediaFileCheck> {
  if (file.size > limits.mediaBytes)
    return { ok: false, message: mediaTooLargeMessage(limits.mediaBytes) };
  const head = new Uint8Array(await readBytes(file.slice(0, 16)));
  const type = sniffMediaType(head);
  if (!type) return { ok: false, message: serverMessages.mediaUnsupported };
  return { ok: true, type };
}

/** The file as a data URL with its real type: the demo's mediaURL and every preview. */
export function readAsDataUrl(file: File, type: MediaMimeType): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = reader.result as string;
      resolve(`data:${type};base64,${url.slice(url.indexOf(',') + 1)}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error(clientMessages.fileUnreadable));
    reader.readAsDataURL(file);
  });
}

// FileReader rather than Blob.arrayBuffer: older Safari and jsdom lack the latter.
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error(clientMessages.fileUnreadable));
    reader.readAsArrayBuffer(blob);
  });
}

export type PickedChoices = { ok: true; choices: MediaChoice[] } | { ok: false; message: string };

/** Picked, dropped or pasted files as the composer's choices, or why one of them cannot be used. */
export async function pickedChoices(files: File[]): Promise<PickedChoices> {
  const choices: MediaChoice[] = [];
  for (const file of files) {
    const check = await checkMediaFile(file);
    if (!check.ok) return check;
    choices.push({ id: choiceId(), url: await readAsDataUrl(file, check.type), file, alt: '' });
  }
  return { ok: true, choices };
}
