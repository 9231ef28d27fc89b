import { environment } from '../src/environment';
import { cronTasks } from './cron-tasks';

export default () => {
  const env = environment();
  return {
    host: env.HOST,
    port: env.CMS_PORT,
    url: env.CMS_PUBLIC_URL,
    // Only behind a trusted reverse proxy may X-Forwarded-For name the client address, and then only
    // the entries those proxies appended (counted from the right): the leftmost is the client's to forge.
    proxy: { koa: env.TRUST_PROXY, maxIpsCount: env.TRUST_PROXY_HOPS },
    app: { keys: env.APP_KEYS.split(',') },
    webhooks: { populateRelations: false },
    cron: { enabled: true, tasks: cronTasks(env.SCHEDULE_TICK_SECONDS) },
  };
};
