import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listens } from './listens';
import { freePort } from './ports';

export const NGINX = '/usr/sbin/nginx';
const proxyConf = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/proxy.conf');

/**
 * deploy/proxy.conf made runnable here: compose's service names become the given addresses
 * (`web-a` → `127.0.0.1:41234`), its ports these ones, its cache a temporary folder.
 */
function localConfig(dir: string, upstreams: Record<string, string>, listen: Record<number, number>) {
  let text = fs.readFileSync(proxyConf, 'utf8').replaceAll('/var/cache/nginx/site', path.join(dir, 'cache'));
  text = text.replace(
    /server ([a-z-]+):(\d+)/g,
    (_all, name: string, port: string) => `server ${upstreams[name] ?? `127.0.0.1:${port}`}`,
  );
  text = text.replace(/listen (\d+);/g, (_all, port: string) => `listen 127.0.0.1:${listen[Number(port)] ?? port};`);
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(path.join(dir, 'site.conf'), text);
  fs.writeFileSync(
    main,
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; ` +
      `client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; include ${dir}/site.conf; }`,
  );
  return main;
}

/** `nginx -t` on deploy/proxy.conf: nginx's own verdict, as it prints it. */
export function checkProxyConfig(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-nginx-'));
  const result = spawnSync(NGINX, ['-t', '-c', localConfig(dir, {}, {})], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return result.stderr;
}

export interface RunningProxy {
  /** The site's public port (3000 in compose). */
  siteUrl: string;
  stop(): Promise<void>;
}

/** Debian's nginx with deploy/proxy.conf in front of the given replicas (`{ 'web-a': '127.0.0.1:41234', … }`). */
export async function startProxy(upstreams: Record<string, string>): Promise<RunningProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user, who must write the cache and temporary files.
  fs.chmodSync(dir, 0o777);
  const listen = { 3000: await freePort(), 1337: await freePort(), 1338: await freePort() };
  const child = spawn(NGINX, ['-c', localConfig(dir, upstreams, listen), '-g', 'daemon off;'], { stdio: 'ignore' });
  const siteUrl = `http://127.0.0.1:${listen[3000]}`;
  const deadline = Date.now() + 10_000;
  while (!(await listens(siteUrl, 80))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    siteUrl,
    stop: () =>
      new Promise((resolve) => {
        const done = () => resolve(fs.rmSync(dir, { recursive: true, force: true }));
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}
