import type { PostData, PostMedia } from '@/contract';
import type { ResolvedDeps } from '../deps';
import { unprocessable } from '../http/api-error';
import { refuseInlineMedia } from '../http/inline-media';
import type { StoreTx, UploadRow, UserRow } from '../store/port';
import { unmeasuredMedia } from './post-media';

/** One file a write asks its post to show, with its description trimmed. */
export interface AskedMedia {
  url: string;
  alt: string;
}

/**
 * The media a write asks for: postData.media wins over mediaURL and mediaAlt, which stand for a
 * list of one (a new mediaURL keeps the old description only when it names the same file, and a
 * mediaAlt alone describes the first item anew). Undefined when the write names no media, which
 * an edit leaves as they are.
 */
export function askedMedia(postData: PostData, before: PostMedia[] = []): AskedMedia[] | undefined {
  if (postData.media)
    return postData.media.map(({ url, alt }) => ({ url, alt: (alt ?? '').trim() }));
  const { mediaURL, mediaAlt } = postData;
  if (mediaURL === undefined) {
    if (mediaAlt === undefined || before.length === 0) return undefined;
    return before.map((item, n) => ({ url: item.url, alt: n === 0 ? mediaAlt.trim() : item.alt }));
  }
  if (mediaURL === '') return [];
  const keptAlt = before[0]?.url === mediaURL ? before[0].alt : '';
  return [{ url: mediaURL, alt: (mediaAlt ?? keptAlt).trim() }];
}

/**
 * Refuses, before anything is written, what no store could take: inline media on a host that
 * takes uploads, and a file without a description where the operator requires one.
 */
export function checkAskedMedia(
  deps: Pick<ResolvedDeps, 'media' | 'requireAltText'>,
  postData: PostData,
  asked: readonly AskedMedia[] | undefined,
): void {
  refuseInlineMedia(deps, {
    mediaURL: postData.mediaURL,
    ...Object.fromEntries((postData.media ?? []).map((item, n) => [`media[${n}].url`, item.url])),
  });
  if (deps.requireAltText && asked?.some((item) => item.alt === ''))
    throw unprocessable('mediaAltRequired');
}

const fromUpload = (upload: UploadRow, alt: string): PostMedia => ({
  url: upload.url,
  type: upload.type,
  width: upload.width,
  height: upload.height,
  blurhash: upload.blurhash,
  poster: upload.poster,
  alt,
  variants: upload.variants,
});

/**
 * The post's media list as stored: an uploaded file (a /media/ URL) must be one of the author's
 * uploads that no other post shows (422 mediaNotYours), and brings the measurements the server
 * took of it, never the client's; a file the post showed before it had records stays as it was.
 * Other URLs (the sample data's, the demo's data URLs) are taken as they are, unmeasured. Answers
 * the uploads to attach to the post.
 */
export async function measuredMedia(
  tx: StoreTx,
  deps: Pick<ResolvedDeps, 'media'>,
  author: UserRow,
  postId: string,
  asked: readonly AskedMedia[],
  before: readonly PostMedia[] = [],
): Promise<{ media: PostMedia[]; uploadIds: string[] }> {
  const uploaded = asked.map((item) => item.url).filter((url) => url.startsWith('/media/'));
  const uploads = new Map((await tx.uploads.byUrls(uploaded)).map((row) => [row.url, row]));
  const shown = new Map(before.map((item) => [item.url, item]));
  const media: PostMedia[] = [];
  const uploadIds: string[] = [];
  for (const { url, alt } of asked) {
    const upload = uploads.get(url);
    const old = shown.get(url);
    if (!url.startsWith('/media/')) media.push(unmeasuredMedia(url, alt));
    else if (upload) {
      if (upload.ownerId !== author._id || (upload.postId ?? postId) !== postId)
        throw unprocessable('mediaNotYours');
      uploadIds.push(upload.id);
      media.push(fromUpload(upload, alt));
    } else if (old) media.push({ ...old, alt });
    else if (deps.media?.holds && !(await deps.media.holds(url))) throw unprocessable('mediaGone');
    else throw unprocessable('mediaNotYours');
  }
  return { media, uploadIds };
}

/** The spec's fields of a media list: its first item's URL and description. */
export const firstMedia = (media: readonly PostMedia[]) => ({
  mediaURL: media[0]?.url ?? '',
  mediaAlt: media[0]?.alt ?? '',
});
