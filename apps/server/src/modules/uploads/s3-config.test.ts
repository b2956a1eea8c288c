import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../env';

function problemsOf(record: Record<string, string>): readonly string[] {
  try {
    parseEnv(record);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('S3_* and UPLOAD_RATE_LIMIT_MAX in parseEnv', () => {
  it('defaults: local uploads, 20 uploads a minute', () => {
    const env = parseEnv({});
    expect(env.s3).toBeNull();
    expect(env.uploadRateLimitMax).toBe(20);
  });

  it('S3_BUCKET alone turns S3 on with the SDK credential chain and us-east-1', () => {
    expect(parseEnv({ S3_BUCKET: 'pipeproof-logos' }).s3).toEqual({
      bucket: 'pipeproof-logos',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
      keyPrefix: '',
    });
  });

  it('reads every S3 variable', () => {
    const env = parseEnv({
      S3_BUCKET: 'logos',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'https://minio.internal:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_KEY_PREFIX: '/pipeproof',
      UPLOAD_RATE_LIMIT_MAX: '50',
    });
    expect(env.s3).toEqual({
      bucket: 'logos',
      region: 'eu-west-2',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
      keyPrefix: 'pipeproof/',
    });
    expect(env.uploadRateLimitMax).toBe(50);
  });

  it.each([
    [{ S3_REGION: 'eu-west-2' }, 'S3_REGION set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'logos', S3_ACCESS_KEY_ID: 'AKID' }, 'must be set together'],
    [{ S3_BUCKET: 'Logos_Bucket' }, 'S3_BUCKET must be an S3 bucket name'],
    [
      { S3_BUCKET: 'logos', S3_ENDPOINT: 'ftp://x' },
      'S3_ENDPOINT must be an http:// or https:// URL',
    ],
    [
      { S3_BUCKET: 'logos', S3_FORCE_PATH_STYLE: 'maybe' },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
    [{ UPLOAD_RATE_LIMIT_MAX: '0' }, 'UPLOAD_RATE_LIMIT_MAX must be an integer'],
  ])('%j → %s', (record, message) => {
    expect(problemsOf(record).join('\n')).toContain(message);
  });

  it('never echoes the secret key', () => {
    const problems = problemsOf({ S3_BUCKET: 'logos', S3_SECRET_ACCESS_KEY: 'topsecret' });
    expect(problems.join('\n')).not.toContain('topsecret');
  });
});
