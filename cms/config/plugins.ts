import { createSecretKey } from 'node:crypto';
import { ADMIN_SESSION_HOURS, GPX_UPLOAD_TYPES, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@journey-canvas/shared';
import { environment } from '../src/environment';
import { RedisRateLimitStore } from '../src/redis/rate-limit-store';
import { getSharedRedis } from '../src/redis/shared';
import { uploadProvider } from '../src/upload/s3-storage';
import { emailPluginConfig } from '../src/mail/mail-transport';

export default () => {
  const env = environment();
  const redis = getSharedRedis();
  return {
    'users-permissions': {
      config: {
        // A key object, not the string: jsonwebtoken tries a string as a public key first and
        // falls back to a secret only after that throws, about 1 ms on every signed-in request.
        jwtSecret: createSecretKey(Buffer.from(env.JWT_SECRET)),
        // An admin session lasts at most 8 hours: so does its token.
        jwt: { expiresIn: `${ADMIN_SESSION_HOURS}h` },
        // Requests a minute per address to the auth routes; the failure throttle (decision 004) sits behind it.
        // With Redis, every CMS replica counts against one limit.
        ratelimit: {
          enabled: true,
          interval: 60_000,
          max: env.AUTH_RATE_LIMIT_MAX,
          ...(redis ? { store: new RedisRateLimitStore(redis) } : {}),
        },
        register: { allowedFields: [] },
      },
    },
    // Mail through SMTP_URL (decision 055); without it, sending is off.
    email: { config: emailPluginConfig(env) },
    upload: {
      config: {
        // Local disk by default; S3-compatible storage with S3_BUCKET.
        ...uploadProvider(env),
        sizeLimit: IMAGE_MAX_BYTES,
        // Images, and GPX routes (decision 062); the image and GPX guards then judge each file's bytes.
        security: { allowedTypes: [...IMAGE_MIME_TYPES, ...GPX_UPLOAD_TYPES] },
        breakpoints: { xlarge: 1600, large: 1000, medium: 750, small: 500 },
      },
    },
  };
};
