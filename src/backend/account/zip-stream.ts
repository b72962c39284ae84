import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a ZIP: its path inside, and its bytes a piece at a time. */
export interface ZipEntry {
  name: string;
  /** Kept as it is rather than deflated: pictures and videos are compressed already. */
  stored?: boolean;
  pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/**
 * The ZIP of these entries as a byte stream, made while it is read: an entry's pieces are pulled
 * only when the reader wants more, so memory holds one piece and what fflate made of it, whatever
 * the archive's size. Entries go one after another (fflate would hold a later one's output until
 * the earlier ended). A failure mid-way errors the stream: its answer has started, and a cut-off
 * download is what the client then sees.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const output = zipPieces(entries)[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await output.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await output.return?.(undefined);
      },
    },
    // Nothing is made ahead of the reader.
    { highWaterMark: 0 },
  );
}

async function* zipPieces(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  let made: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, piece) => {
    if (error) failure = error;
    else if (piece.length > 0) made.push(piece);
  });
  function* takeMade() {
    if (failure) throw failure;
    const pieces = made;
    made = [];
    yield* pieces;
  }
  for await (const entry of entries) {
    const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name);
    zip.add(file);
    for await (const piece of entry.pieces) {
      file.push(piece);
      yield* takeMade();
    }
    file.push(new Uint8Array(0), true);
    yield* takeMade();
  }
  zip.end();
  yield* takeMade();
}

const encoder = new TextEncoder();

/** Text pieces as UTF-8 bytes. */
export async function* utf8(texts: AsyncIterable<string>): AsyncIterable<Uint8Array> {
  for await (const text of texts) if (text) yield encoder.encode(text);
}

/** One text as an entry's only piece. */
export const once = (text: string): Uint8Array[] => [encoder.encode(text)];
