import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const OBJECT_SUFFIX = '._S3rver_object';

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  objects(): string[];
  stop(): Promise<void>;
}

/** An S3-compatible server without a network: s3rver, its objects in a temporary folder, path-style addresses. */
export async function startS3(bucket = 'media'): Promise<RunningS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    // s3rver keeps each object as `<key>._S3rver_object`, beside its metadata.
    objects: () =>
      (fs.readdirSync(path.join(directory, bucket), { recursive: true }) as string[])
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length)),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
