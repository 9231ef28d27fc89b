import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvironment } from '../environment';
import { mediaOrigin, uploadProvider } from './s3-storage';

const env = (variables: Record<string, string>) =>
  loadEnvironment(variables, fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-s3-env-')));

describe('media storage', () => {
  it('stays on local disk without a bucket', () => {
    expect(uploadProvider(env({}))).toEqual({});
    expect(mediaOrigin(env({}))).toBeUndefined();
  });

  it("goes to an S3-compatible server through Strapi's aws-s3 provider, files addressed for readers at the public URL", () => {
    const settings = env({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.journeycanvas.example/media',
    });
    expect(uploadProvider(settings)).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: 'https://media.journeycanvas.example/media',
        s3Options: {
          region: 'us-east-1',
          endpoint: 'http://minio:9000',
          forcePathStyle: true,
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          params: { Bucket: 'media', ACL: 'public-read' },
        },
      },
    });
    expect(mediaOrigin(settings)).toBe('https://media.journeycanvas.example');
  });

  it("sends no ACL to a bucket that refuses them, and leaves credentials to the SDK's chain when none are given", () => {
    const settings = env({ S3_BUCKET: 'media', S3_REGION: 'eu-west-3', S3_ACL: 'none' });
    const { s3Options } = uploadProvider(settings).providerOptions!;
    expect(s3Options.params).toEqual({ Bucket: 'media', ACL: undefined });
    expect(s3Options).not.toHaveProperty('credentials');
    expect(mediaOrigin(settings)).toBe('https://media.s3.eu-west-3.amazonaws.com');
  });
});
