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
        // A key object: jsonwebtoken tries a string as a public key first, about 1 ms per request.
        jwtSecret: createSecretKey(Buffer.from(env.JWT_SECRET)),
        jwt: { expiresIn: `${ADMIN_SESSION_HOURS}h` },
        // Per address a minute; the failure throttle (decision 004) sits behind it.
        ratelimit: {
          enabled: true,
          interval: 60_000,
          max: env.AUTH_RATE_LIMIT_MAX,
          ...(redis ? { store: new RedisRateLimitStore(redis) } : {}),
        },
        register: { allowedFields: [] },
      },
    },
    email: { config: emailPluginConfig(env) },
    upload: {
      config: {
        ...uploadProvider(env),
        sizeLimit: IMAGE_MAX_BYTES,
        // The image and GPX guards then judge each file's bytes (decision 062).
        security: { allowedTypes: [...IMAGE_MIME_TYPES, ...GPX_UPLOAD_TYPES] },
        breakpoints: { xlarge: 1600, large: 1000, medium: 750, small: 500 },
      },
    },
  };
};
