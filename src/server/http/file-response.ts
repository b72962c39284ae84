import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';

interface ByteRange {
  start: number;
  end: number;
}

/**
 * One `bytes=` range (what a video element asks for when it seeks); undefined means send the
 * whole file, 'unsatisfiable' a range outside it. Several ranges at once get the whole file.
 */
export function parseRange(header: string | undefined, size: number) {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  const range: ByteRange =
    from === ''
      ? { start: Math.max(0, size - Number(to)), end: size - 1 }
      : { start: Number(from), end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
  if (range.start > range.end || range.start >= size) return 'unsatisfiable' as const;
  return range;
}

/** Streams a file from disk, honouring a Range header; undefined when there is no such file. */
export async function fileResponse(
  path: string,
  request: Request,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const answer = new Headers({ ...headers, 'Accept-Ranges': 'bytes' });
  const range = parseRange(request.headers.get('range') ?? undefined, info.size);
  if (range === 'unsatisfiable') {
    answer.set('Content-Range', `bytes */${info.size}`);
    return new Response(null, { status: 416, headers: answer });
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  answer.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (range) answer.set('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const status = range ? 206 : 200;
  if (request.method === 'HEAD' || info.size === 0)
    return new Response(null, { status, headers: answer });
  const stream = Readable.toWeb(createReadStream(path, { start, end }));
  // Node's web stream type and the DOM's ReadableStream are the same object at runtime.
  return new Response(stream as ReadableStream<Uint8Array>, { status, headers: answer });
}
