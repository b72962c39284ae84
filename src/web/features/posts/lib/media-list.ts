import { composerMediaMessages } from '@/contract/client-messages';
import { limits } from '@/contract/limits';
import { mediaKind } from '@/contract/media';
import type { MediaChoice } from '../api/media-upload';

/** Why the list cannot be posted as it is (too many, a video among pictures), or ''. */
export function mediaListProblem(media: readonly MediaChoice[]): string {
  if (media.length > limits.mediaPerPost) return composerMediaMessages.tooMany;
  const video = media.some((choice) => mediaKind(choice.url) === 'video');
  if (video && media.length > 1) return composerMediaMessages.videoAlone;
  return '';
}

/** How the composer names a choice: "picture 2", or "video" (which is always alone). */
export const choiceName = (choice: MediaChoice, index: number) =>
  mediaKind(choice.url) === 'video' ? 'video' : `picture ${index + 1}`;

/** The list with the choice at `index` moved by `step` (-1 earlier, 1 later). */
export function moveChoice(media: readonly MediaChoice[], index: number, step: -1 | 1) {
  const to = index + step;
  if (to < 0 || to >= media.length) return [...media];
  const moved = [...media];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

/** The first choice without a description, or -1. */
export const firstUndescribed = (media: readonly MediaChoice[]) =>
  media.findIndex((choice) => !choice.alt?.trim());
