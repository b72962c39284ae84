import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { MediaFullError, type StoredMedia } from '@/backend/media/media-store';
import { contentTypeOf } from '../http/content-types';
import type { S3Config } from '../media-storage-config';
import type { ServerMediaStore } from './server-media-store';
import { extensionOf, uploadName } from './upload-name';

export interface S3MediaStore extends ServerMediaStore {
  /** Fails, saying why, unless the bucket is there and these credentials may use it. */
  checkBucket(): Promise<void>;
}

/** A count of the bucket at most this old stands for it, far from the quota. */
export const countTtlMs = 10_000;
/**
 * Room left below which each upload lists the bucket afresh: more than all server processes
 * together store within countTtlMs.
 */
export const nearQuotaBytes = 256 * 1024 * 1024;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** The object's key, or undefined when the URL names none the store could hold. */
function keyOf(url: string): string | undefined {
  const name = url.slice('/media/'.length);
  return url.startsWith('/media/') && uploadName.test(name) ? name : undefined;
}

/** One `bytes=` range is passed on; several, or anything else, get the whole object. */
/** What the readiness check writes and removes (not an upload name, so never served). */
const readyProbeKey = '.ready-probe';

const singleRange = /^bytes=\d*-\d*$/;

export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer
    // default ones, and every upload's bytes are already checked on the way in.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The headers of a served object, from GetObject's or HeadObject's answer. */
function objectHeaders(name: string, object: GetObjectCommandOutput | HeadObjectCommandOutput) {
  const headers = new Headers({ 'Content-Type': contentTypeOf(name), 'Accept-Ranges': 'bytes' });
  if (object.ContentLength !== undefined)
    headers.set('Content-Length', String(object.ContentLength));
  if (object.ContentRange) headers.set('Content-Range', object.ContentRange);
  if (object.ETag) headers.set('ETag', object.ETag);
  if (object.LastModified) headers.set('Last-Modified', object.LastModified.toUTCString());
  return headers;
}

/**
 * Keeps uploads as objects named `<random>.<ext>` in an S3-compatible bucket, under the same
 * /media/ URLs as the folder: 128 random bits in base64url, unguessable.
 *
 * Several server processes share the bucket, so the bucket itself is the quota's count: it is
 * listed (a request per thousand objects) and the sum kept for countTtlMs, this process's own
 * saves and removals added to it. Far from the quota (more than a tenth of it and more than
 * nearQuotaBytes left) that count decides, since other processes cannot fill the room left
 * before it is counted again; near it, each upload lists the bucket before writing and once
 * more after, its own object then among those counted, and takes its object back out if the
 * bucket passed the quota.
 * As with the folder, two uploads that together pass the quota may both be refused, never both
 * kept. This leans on S3's listing showing every finished write at once, which AWS S3 and MinIO
 * promise.
 */
export function createS3MediaStore(
  config: S3Config,
  quotaBytes: number,
  client: S3Client = s3ClientFor(config),
): S3MediaStore {
  const { bucket } = config;
  const nearQuota = quotaBytes - Math.max(Math.floor(quotaBytes / 10), nearQuotaBytes);
  let counted: { at: number; bytes: number } | undefined;
  // Bytes of this process's uploads being written, refused early by the first check.
  let reserved = 0;

  async function* pages() {
    let token: string | undefined;
    do {
      const answer = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
      );
      yield (answer.Contents ?? []).filter((object) => uploadName.test(object.Key ?? ''));
      token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (token);
  }

  async function countBucket() {
    let bytes = 0;
    for await (const page of pages()) for (const object of page) bytes += object.Size ?? 0;
    counted = { at: Date.now(), bytes };
    return bytes;
  }

  const recentCount = () =>
    counted && Date.now() - counted.at < countTtlMs ? counted.bytes : countBucket();

  const head = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => {
      if (statusOf(error) === 404) return undefined;
      throw error;
    });

  const remove = (key: string) =>
    client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  async function serveObject(name: string, request: Request): Promise<Response | undefined> {
    const range = request.headers.get('range')?.trim();
    const asked = {
      Bucket: bucket,
      Key: name,
      ...(range && singleRange.test(range) ? { Range: range } : {}),
    };
    try {
      if (request.method === 'HEAD') {
        const object = await client.send(new HeadObjectCommand(asked));
        return new Response(null, {
          status: object.ContentRange ? 206 : 200,
          headers: objectHeaders(name, object),
        });
      }
      const object = await client.send(
        new GetObjectCommand({
          ...asked,
          IfNoneMatch: request.headers.get('if-none-match') ?? undefined,
        }),
      );
      const body = object.Body?.transformToWebStream() ?? null;
      return new Response(body, {
        status: object.ContentRange ? 206 : 200,
        headers: objectHeaders(name, object),
      });
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return undefined;
      if (status === 304) {
        const etag = request.headers.get('if-none-match') ?? '';
        return new Response(null, {
          status: 304,
          headers: etag.includes(',') ? {} : { ETag: etag },
        });
      }
      if (status !== 416) throw error;
      const whole = await head(name);
      if (!whole) return undefined;
      return new Response(null, {
        status: 416,
        headers: { 'Content-Range': `bytes */${whole.ContentLength ?? 0}` },
      });
    }
  }

  return {
    async checkBucket() {
      await client.send(new HeadBucketCommand({ Bucket: bucket })).catch((error: unknown) => {
        throw new Error(
          `The S3 bucket "${bucket}" cannot be used (${statusOf(error) ?? (error as Error).message})`,
        );
      });
    },
    // One key for every process: it is not an upload's name, so nothing serves or counts it.
    async probe() {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: readyProbeKey, Body: 'ready' }),
      );
      await remove(readyProbeKey);
    },
    async save(bytes, type) {
      const size = bytes.byteLength;
      const near = (await recentCount()) + reserved + size > nearQuota;
      const before = near ? await countBucket() : (counted?.bytes ?? 0);
      if (before + reserved + size > quotaBytes) throw new MediaFullError('quota');
      const name = `${randomBytes(16).toString('base64url')}.${extensionOf[type]}`;
      reserved += size;
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: name, Body: bytes, ContentType: type }),
        );
        // Other processes may have stored uploads meanwhile; this one is counted now.
        if (near && (await countBucket()) > quotaBytes) {
          await remove(name);
          counted = undefined;
          throw new MediaFullError('quota');
        }
      } finally {
        reserved -= size;
      }
      if (counted && !near) counted.bytes += size;
      return `/media/${name}`;
    },
    async holds(url) {
      const key = keyOf(url);
      return !!key && !!(await head(key));
    },
    async forget(url) {
      const key = keyOf(url);
      const object = key && (await head(key));
      if (!key || !object) return;
      await remove(key);
      if (counted) counted.bytes = Math.max(0, counted.bytes - (object.ContentLength ?? 0));
    },
    async read(url) {
      const key = keyOf(url);
      if (!key) return undefined;
      const object = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        .catch((error: unknown) => {
          if (statusOf(error) === 404) return undefined;
          throw error;
        });
      // In Node the body is a readable stream, which yields its pieces as they come.
      return object?.Body as AsyncIterable<Uint8Array> | undefined;
    },
    async *list(savedBefore) {
      for await (const page of pages()) {
        const old: StoredMedia[] = page
          .map((object) => ({
            url: `/media/${object.Key}`,
            savedAt: object.LastModified?.getTime() ?? 0,
          }))
          .filter((stored) => stored.savedAt < savedBefore);
        if (old.length > 0) yield old;
      }
    },
    // Each PutObject is whole or absent: nothing is ever left half-written.
    dropUnfinished: () => Promise.resolve(0),
    respond(name, request) {
      if (!config.publicUrl) return serveObject(name, request);
      return Promise.resolve(
        new Response(null, { status: 302, headers: { Location: `${config.publicUrl}/${name}` } }),
      );
    },
    async report() {
      const stored = await recentCount();
      return { mediaBytes: stored, quotaBytes, full: stored >= quotaBytes };
    },
  };
}
