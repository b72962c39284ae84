/** Where uploads live (docs/configuration.md, Media storage): DATA_DIR/media or an S3 bucket. */
export type MediaStorageConfig = { kind: 'folder' } | ({ kind: 's3' } & S3Config);

export interface S3Config {
  /** S3_ENDPOINT: an S3-compatible server (MinIO, R2, ...); unset means AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  /** S3_REGION: us-east-1 unless set. */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset means the SDK's own chain (an IAM role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: bucket in the path (http://host/bucket/key), as MinIO needs. */
  forcePathStyle: boolean;
  /** S3_PUBLIC_URL: where the bucket's objects are served (a CDN); /media/ then redirects there. */
  publicUrl: string | undefined;
}

export const s3Settings = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

// The rules S3 itself holds bucket names to, so that a typo is refused at start.
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function httpUrl(text: string | undefined): boolean {
  if (text === undefined) return true;
  try {
    const url = new URL(text);
    return ['http:', 'https:'].includes(url.protocol) && !url.search && !url.hash;
  } catch {
    return false;
  }
}

export function readMediaStorageConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): MediaStorageConfig {
  const set = s3Settings.filter((name) => value(name) !== undefined);
  if (set.length === 0) return { kind: 'folder' };
  const bucket = value('S3_BUCKET');
  if (bucket === undefined)
    problems.push(`S3_BUCKET must be set when any S3 setting is (${set.join(', ')} set)`);
  else if (!bucketName.test(bucket))
    problems.push(`S3_BUCKET must be a bucket name of 3 to 63 a-z, 0-9, . and - (got "${bucket}")`);

  const endpoint = value('S3_ENDPOINT');
  if (!httpUrl(endpoint))
    problems.push(`S3_ENDPOINT must be an http:// or https:// URL (got "${endpoint}")`);
  const publicText = value('S3_PUBLIC_URL');
  if (!httpUrl(publicText))
    problems.push(`S3_PUBLIC_URL must be an http:// or https:// URL (got "${publicText}")`);

  const region = value('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region))
    problems.push(`S3_REGION must be a region name such as eu-west-1 (got "${region}")`);

  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  // The secret is never repeated in a message.
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK’s own credentials',
    );

  const pathText = value('S3_FORCE_PATH_STYLE')?.toLowerCase() ?? 'false';
  const forcePathStyle = ['1', 'true', 'yes', 'on'].includes(pathText);
  if (!forcePathStyle && !['0', 'false', 'no', 'off'].includes(pathText))
    problems.push(`S3_FORCE_PATH_STYLE must be true or false (got "${pathText}")`);

  return {
    kind: 's3',
    endpoint,
    bucket: bucket ?? '',
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle,
    // Object URLs are made by appending /<name>: no trailing slash.
    publicUrl: publicText?.replace(/\/+$/, ''),
  };
}
