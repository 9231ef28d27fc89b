import { environment } from '../src/environment';

export default () => {
  const env = environment();
  return {
    host: env.HOST,
    port: env.CMS_PORT,
    url: env.CMS_PUBLIC_URL,
    // Only behind a trusted reverse proxy may X-Forwarded-For name the client address.
    proxy: { koa: env.TRUST_PROXY },
    app: { keys: env.APP_KEYS.split(',') },
    webhooks: { populateRelations: false },
  };
};
