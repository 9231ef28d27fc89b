import type { Environment } from '../environment';

/** Media on S3-compatible storage when `S3_BUCKET` is set, so every CMS replica finds the same files. */
export function uploadProvider(env: Environment) {
  if (!env.S3_BUCKET) return {};
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined; // the SDK's own chain: an instance role, AWS_* variables, ~/.aws
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: env.S3_PUBLIC_URL,
      s3Options: {
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        ...(credentials ? { credentials } : {}),
        // Many S3-compatible servers refuse the SDK's newer checksum default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // Buckets that enforce their owner's ACL (AWS's default since 2023) need S3_ACL=none.
        params: { Bucket: env.S3_BUCKET, ACL: env.S3_ACL === 'none' ? undefined : env.S3_ACL },
      },
    },
  };
}

/** For the Content-Security-Policy of Strapi's panel. */
export function mediaOrigin(env: Environment): string | undefined {
  if (!env.S3_BUCKET) return undefined;
  const base = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT ?? `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
  return new URL(base).origin;
}

/** A story's picture under any other address is dropped when the story is saved (shared/src/sanitize.ts). */
export function sitePictureBases(env: Environment): string[] {
  const cms = (env.CMS_PUBLIC_URL || `http://localhost:${env.CMS_PORT}`).replace(/\/$/, '');
  const bases = [`${cms}/uploads`];
  if (env.S3_BUCKET) bases.push(env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/$/, '') : mediaOrigin(env)!);
  return bases;
}
