import type { Environment } from '../environment';

/**
 * Media on S3-compatible object storage through Strapi's own provider (@strapi/provider-upload-aws-s3)
 * when `S3_BUCKET` is set, so every CMS replica stores and finds the same files; otherwise Strapi's
 * local provider (public/uploads). The upload guard runs before either (upload-guard.ts).
 */
export function uploadProvider(env: Environment) {
  if (!env.S3_BUCKET) return {};
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined; // the SDK's own chain: an instance role, AWS_* variables, ~/.aws
  return {
    provider: 'aws-s3',
    providerOptions: {
      // What readers' browsers fetch: a CDN or the bucket's public address; otherwise the endpoint's.
      baseUrl: env.S3_PUBLIC_URL,
      s3Options: {
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        ...(credentials ? { credentials } : {}),
        // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // Buckets that enforce their owner's ACL (AWS's default since 2023) refuse any: S3_ACL=none.
        params: { Bucket: env.S3_BUCKET, ACL: env.S3_ACL === 'none' ? undefined : env.S3_ACL },
      },
    },
  };
}

/** Where the media's URLs point, for the Content-Security-Policy of Strapi's panel; none on local disk. */
export function mediaOrigin(env: Environment): string | undefined {
  if (!env.S3_BUCKET) return undefined;
  const base = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT ?? `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
  return new URL(base).origin;
}

/**
 * The absolute addresses the media library's files have, besides their `/uploads/…` path: the
 * CMS's own public address, and with S3 the files' public base (a CDN or the bucket), or the
 * storage's origin when none is set. A story's picture under one of them is a picture of this
 * site; any other is dropped when the story is saved (shared/src/sanitize.ts).
 */
export function sitePictureBases(env: Environment): string[] {
  const cms = (env.CMS_PUBLIC_URL || `http://localhost:${env.CMS_PORT}`).replace(/\/$/, '');
  const bases = [`${cms}/uploads`];
  if (env.S3_BUCKET) bases.push(env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/$/, '') : mediaOrigin(env)!);
  return bases;
}
