import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const minio = {
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_BUCKET: 'murmur-media',
  S3_ACCESS_KEY_ID: 'murmur',
  S3_SECRET_ACCESS_KEY: 'a-long-secret-key',
  S3_FORCE_PATH_STYLE: 'true',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the media storage settings', () => {
  it('keeps uploads in DATA_DIR/media without any S3 setting', () => {
    expect(readConfig({}).mediaStorage).toEqual({ kind: 'folder' });
  });

  it('reads a bucket on an S3-compatible server, with a CDN in front', () => {
    expect(readConfig({ ...minio, S3_PUBLIC_URL: 'https://cdn.example/media/' })).toMatchObject({
      mediaStorage: {
        kind: 's3',
        endpoint: 'http://minio.internal:9000',
        bucket: 'murmur-media',
        region: 'us-east-1',
        credentials: { accessKeyId: 'murmur', secretAccessKey: 'a-long-secret-key' },
        forcePathStyle: true,
        publicUrl: 'https://cdn.example/media',
      },
    });
  });

  it("reads AWS's own bucket with the SDK's credentials (an IAM role)", () => {
    expect(readConfig({ S3_BUCKET: 'murmur-media', S3_REGION: 'eu-west-1' }).mediaStorage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'murmur-media',
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('refuses a half-set configuration, naming what is missing and never the secret', () => {
    const problems = problemsOf({
      S3_ENDPOINT: 'minio:9000',
      S3_SECRET_ACCESS_KEY: 'a-long-secret-key',
      S3_FORCE_PATH_STYLE: 'sometimes',
      S3_PUBLIC_URL: 'ftp://cdn.example',
      S3_REGION: 'EU West',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^S3_BUCKET must be set when any S3 setting is/),
      'S3_ENDPOINT must be an http:// or https:// URL (got "minio:9000")',
      'S3_PUBLIC_URL must be an http:// or https:// URL (got "ftp://cdn.example")',
      'S3_REGION must be a region name such as eu-west-1 (got "EU West")',
      expect.stringMatching(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/),
      'S3_FORCE_PATH_STYLE must be true or false (got "sometimes")',
    ]);
    expect(problems.join('\n')).not.toContain('a-long-secret-key');
    expect(problemsOf({ S3_BUCKET: 'Murmur_Media' })).toEqual([
      'S3_BUCKET must be a bucket name of 3 to 63 a-z, 0-9, . and - (got "Murmur_Media")',
    ]);
  });
});
