import type { Core } from '@strapi/strapi';
import { environment } from '../environment';
import { getSharedRedis } from '../redis/shared';

export async function announceSharedStores(strapi: Core.Strapi) {
  const env = environment();
  const shared = getSharedRedis();
  const redis = !shared
    ? 'process memory (no REDIS_URL: a single CMS process)'
    : (await shared.ready())
      ? `Redis at ${new URL(env.REDIS_URL!).host}`
      : `process memory for now: Redis at ${new URL(env.REDIS_URL!).host} does not answer yet`;
  const database = env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : `SQLite (${env.DATABASE_FILENAME})`;
  const media =
    strapi.config.get('plugin::upload.provider', 'local') === 'local'
      ? 'local disk (public/uploads)'
      : `S3-compatible storage (bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${new URL(env.S3_ENDPOINT).host}` : ''})`;
  strapi.log.info(`Shared stores: data in ${database}; login and rate-limit counters in ${redis}; media on ${media}`);
}
