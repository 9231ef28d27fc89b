import { environment } from '../src/environment';
import { cronTasks } from './cron-tasks';

export default () => {
  const env = environment();
  return {
    host: env.HOST,
    port: env.CMS_PORT,
    url: env.CMS_PUBLIC_URL,
    // The client-address middleware drops forwarded headers that did not come from the proxies.
    proxy: { koa: env.TRUST_PROXY_ADDRESSES.length > 0 },
    app: { keys: env.APP_KEYS.split(',') },
    dirs: { public: env.CMS_PUBLIC_DIR },
    webhooks: { populateRelations: false },
    cron: { enabled: true, tasks: cronTasks(env.SCHEDULE_TICK_SECONDS) },
    // No transfer tokens (decision 035).
    transfer: { remote: { enabled: false } },
  };
};
