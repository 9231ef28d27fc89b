import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { listens } from './listens';
import { freePort } from './ports';

export const NGINX = '/usr/sbin/nginx';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const proxyConf = path.join(root, 'deploy/proxy.conf');
/** `set $site_replicas web-replicas:3000;`: the network alias a server's proxy_pass sends to, and its port. */
const SENDS_TO = /set (\$\w+) ([a-z-]+):(\d+);/g;

interface ComposeService {
  networks?: string[] | Record<string, { aliases?: string[] } | null>;
}

export function composeAliases(): Map<string, string[]> {
  const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const aliases = new Map<string, string[]>();
  for (const [service, { networks = [] }] of Object.entries(compose.services)) {
    const attachments = Array.isArray(networks) ? [] : Object.values(networks);
    for (const alias of attachments.flatMap((attachment) => attachment?.aliases ?? [])) {
      aliases.set(alias, [...(aliases.get(alias) ?? []), service]);
    }
  }
  return aliases;
}

/** How the replicas' names are found here, where there is no Docker DNS. */
type Replicas =
  /** Each alias becomes an upstream block of its services' given addresses. */
  | { addresses: Record<string, string> }
  /** The names stay, looked up through `resolver`; every replica listens on `port`. */
  | { resolver: string; valid: string; port: number };

/** deploy/proxy.conf made runnable here: the given ports, a temporary cache folder, replicas found as `replicas` says. */
function localConfig(dir: string, replicas: Replicas, listen: Record<number, number>) {
  let text = fs.readFileSync(proxyConf, 'utf8').replaceAll('/var/cache/nginx/site', path.join(dir, 'cache'));
  text = text.replace(/listen (\d+);/g, (_all, port: string) => `listen 127.0.0.1:${listen[Number(port)] ?? port};`);
  if ('addresses' in replicas) {
    const aliases = composeAliases();
    const blocks = new Map<string, string>();
    text = text.replace(SENDS_TO, (_all, variable: string, alias: string, port: string) => {
      const servers = (aliases.get(alias) ?? []).map(
        (service) => `server ${replicas.addresses[service] ?? `127.0.0.1:${port}`};`,
      );
      blocks.set(alias, `upstream ${alias} { ${servers.join(' ')} }`);
      // A variable whose value names an upstream block sends there, with no lookup.
      return `set ${variable} ${alias};`;
    });
    text += `\n${[...blocks.values()].join('\n')}\n`;
  } else {
    text = text.replace(/resolver \S+ valid=\S+/, `resolver ${replicas.resolver} valid=${replicas.valid}`);
    text = text.replace(SENDS_TO, (_all, variable: string, alias: string) => `set ${variable} ${alias}:${replicas.port};`);
  }
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(path.join(dir, 'site.conf'), text);
  fs.writeFileSync(
    main,
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; ` +
      `client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; include ${dir}/site.conf; }`,
  );
  return main;
}

/** `nginx -t` on deploy/proxy.conf as written (but for its cache's folder): nginx's own verdict, as it prints it. */
export function checkProxyConfig(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-nginx-'));
  const main = path.join(dir, 'nginx.conf');
  const text = fs.readFileSync(proxyConf, 'utf8').replaceAll('/var/cache/nginx/site', path.join(dir, 'cache'));
  fs.writeFileSync(path.join(dir, 'site.conf'), text);
  fs.writeFileSync(main, `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { include ${dir}/site.conf; }`);
  const result = spawnSync(NGINX, ['-t', '-c', main], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return result.stderr;
}

export interface RunningProxy {
  /** The site's public port (3000 in compose). */
  siteUrl: string;
  /** The CMS's internal port, for the site's servers (1338 in compose). */
  cmsUrl: string;
  stop(): Promise<void>;
}

async function runProxy(replicas: Replicas): Promise<RunningProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-canvas-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user, who must write the cache and temporary files.
  fs.chmodSync(dir, 0o777);
  const listen = { 3000: await freePort(), 1337: await freePort(), 1338: await freePort() };
  const child = spawn(NGINX, ['-c', localConfig(dir, replicas, listen), '-g', 'daemon off;'], { stdio: 'ignore' });
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
    cmsUrl: `http://127.0.0.1:${listen[1338]}`,
    stop: () =>
      new Promise((resolve) => {
        const done = () => resolve(fs.rmSync(dir, { recursive: true, force: true }));
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}

/** Debian's nginx with deploy/proxy.conf in front of the given replicas (`{ 'web-a': '127.0.0.1:41234', … }`). */
export function startProxy(addresses: Record<string, string>): Promise<RunningProxy> {
  return runProxy({ addresses });
}

/** The replicas' names looked up as in compose, but through `resolver` (dns-server.ts), answers kept `valid` (not 10 s). */
export function startResolvingProxy(resolver: string, valid: string, port: number): Promise<RunningProxy> {
  return runProxy({ resolver, valid, port });
}
