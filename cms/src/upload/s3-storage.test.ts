import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvironment } from '../environment';
import { mediaOrigin, sitePictureBases, uploadProvider } from './s3-storage';

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

describe("the addresses of this site's pictures", () => {
  it("are the CMS's own uploads, and the storage's public address with S3", () => {
    expect(sitePictureBases(env({ CMS_PORT: '1400' }))).toEqual(['http://localhost:1400/uploads']);
    expect(sitePictureBases(env({ CMS_PUBLIC_URL: 'https://cms.example/' }))).toEqual(['https://cms.example/uploads']);
    expect(
      sitePictureBases(
        env({ CMS_PUBLIC_URL: 'https://cms.example', S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example/media/' }),
      ),
    ).toEqual(['https://cms.example/uploads', 'https://cdn.example/media']);
    expect(sitePictureBases(env({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000' }))).toEqual([
      'http://localhost:1337/uploads',
      'http://minio:9000',
    ]);
  });
});
