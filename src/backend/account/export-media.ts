import type { MediaStore } from '../media/media-store';
import type { PostRow, Store } from '../store/port';
import { postPages } from './export-pages';
import type { ZipEntry } from './zip-stream';

const dataUrl = /^data:([a-z]+)\/([a-z0-9.+-]+);base64,/;
const uploadUrl = /^\/media\/([A-Za-z0-9_-]+\.[a-z0-9]+)$/;

/**
 * The ZIP holds no more media than this: it has no ZIP64 (fflate writes none), so it must stay
 * under 4 GiB. Past it, posts.json still names each file's address.
 */
export const mediaBudgetBytes = 3.5 * 1024 ** 3;

/**
 * The name of a post's nth media file under media/ in the export: an upload keeps its stored
 * name, a picture kept inside the post (the in-page demo's data URLs) is named after the post
 * (and its place after the first). The files shipped with Murmur (/seed, /avatars) are not the
 * owner's: none.
 */
export function archivedMediaName(post: PostRow, url: string, n: number): string | undefined {
  const upload = uploadUrl.exec(url);
  if (upload) return upload[1];
  const inline = dataUrl.exec(url);
  if (!inline) return undefined;
  const extension = inline[2] === 'jpeg' ? 'jpg' : inline[2];
  const place = n === 0 ? '' : `-${n + 1}`;
  return `${post._id.replace(/[^A-Za-z0-9_-]/g, '_')}${place}.${extension}`;
}

const decoded = (url: string): Uint8Array[] => [
  Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0)),
];

/** Counts the bytes that pass, so that the export knows when its budget is spent. */
async function* counted(
  pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  count: { bytes: number },
) {
  for await (const piece of pieces) {
    count.bytes += piece.byteLength;
    yield piece;
  }
}

/**
 * The media files of the owner's posts, read again a page of posts at a time and each file a
 * piece at a time from the media store. An upload no longer stored is left out.
 */
export async function* mediaEntries(
  store: Store,
  media: MediaStore | undefined,
  username: string,
): AsyncIterable<ZipEntry> {
  const count = { bytes: 0 };
  for await (const posts of postPages(store, username)) {
    for (const post of posts) {
      for (const [n, { url }] of post.media.entries()) {
        if (count.bytes >= mediaBudgetBytes) return;
        const name = archivedMediaName(post, url, n);
        if (!name) continue;
        const pieces = url.startsWith('data:') ? decoded(url) : await media?.read?.(url);
        if (pieces) yield { name: `media/${name}`, stored: true, pieces: counted(pieces, count) };
      }
    }
  }
}
