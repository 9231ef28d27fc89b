import { environment } from '../src/environment';
import { cronTasks } from './cron-tasks';

export default () => {
  const env = environment();
  return {
    host: env.HOST,
    port: env.CMS_PORT,
    url: env.CMS_PUBLIC_URL,
    // Koa reads the forwarded protocol and host only when there are proxies; the client-address
    // middleware sets the address and drops forwarded headers that did not come from them.
    proxy: { koa: env.TRUST_PROXY_ADDRESSES.length > 0 },
    app: { keys: env.APP_KEYS.split(',') },
    dirs: { public: env.CMS_PUBLIC_DIR },
    webhooks: { populateRelations: false },
    cron: { enabled: true, tasks: cronTasks(env.SCHEDULE_TICK_SECONDS) },
    // No remote data transfer, so no transfer tokens: its routes answer 404 (decision 035).
    transfer: { remote: { enabled: false } },
  };
};
