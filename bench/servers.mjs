/** The servers the site is timed against, each on the site's core: static files, a bare node:http answer, the proxy. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** CPU seconds of a process and its children (nginx's worker): under load it moves less than requests a second. */
export function cpuSeconds(pid) {
  const own = (id) => {
    const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return own(pid) + children.reduce((sum, child) => sum + own(child), 0);
}

export const nginxPath = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** One nginx worker with a file server's usual settings, so the proxy and the file server differ only by deploy/proxy.conf. */
async function startNginx(name, server, probe, { work, pin, start, waitFor, SERVER_CORE }) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  // Its workers (an unprivileged user when started as root) write their temporary files and cache here.
  fs.chmodSync(dir, 0o777);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; default_type text/html;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  ${server} }\n`,
  );
  const [command, args] = pin(SERVER_CORE, nginxPath(), ['-c', conf, '-e', `${dir}/error.log`]);
  const { pid } = start(name, command, args);
  await waitFor(probe, (status) => status === 200, Date.now() + 10_000);
  return pid;
}

export async function startStaticServer(files, bench, name = 'static') {
  const { work, freePort, pin, start, waitFor, SERVER_CORE } = bench;
  const dir = path.join(work, `${name}-files`);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), body);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const probe = `${url}/${Object.keys(files)[0]}`;
  if (nginxPath()) {
    const pid = await startNginx(`${name}-nginx`, `server { listen 127.0.0.1:${port}; root ${dir}; }`, probe, bench);
    return { url, kind: 'nginx', pid };
  }
  const script = `const http=require('http'),fs=require('fs'),path=require('path');const files={};for(const f of fs.readdirSync(${JSON.stringify(dir)}))files['/'+f]=fs.readFileSync(path.join(${JSON.stringify(dir)},f));http.createServer((q,r)=>{const b=files[q.url];if(!b){r.writeHead(404);return r.end()}r.writeHead(200,{'Content-Type':'text/html','Content-Length':b.length});r.end(b)}).listen(${port},'127.0.0.1')`;
  const [command, args] = pin(SERVER_CORE, process.execPath, ['-e', script]);
  const { pid } = start(name, command, args);
  await waitFor(probe, (status) => status === 200);
  return { url, kind: 'node:http', pid };
}

/** Node's own limit: a node:http server sending one answer (headers flat, as the site gives them to `writeHead`). */
export async function startBareNode({ headers, body }, bench) {
  const { work, freePort, pin, start, waitFor, SERVER_CORE } = bench;
  const answer = path.join(work, 'bare-node-answer');
  fs.writeFileSync(`${answer}.json`, JSON.stringify(headers));
  fs.writeFileSync(`${answer}.body`, body);
  const port = await freePort();
  const script = `const http=require('node:http'),fs=require('node:fs');const headers=JSON.parse(fs.readFileSync(${JSON.stringify(`${answer}.json`)},'utf8'));const body=fs.readFileSync(${JSON.stringify(`${answer}.body`)});http.createServer((q,r)=>{r.writeHead(200,headers);r.end(q.method==='HEAD'?undefined:body)}).listen(${port},'127.0.0.1')`;
  const [command, args] = pin(SERVER_CORE, process.execPath, ['-e', script]);
  const { pid } = start('bare-node', command, args);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, (status) => status === 200);
  return { url, pid };
}

/** deploy/proxy.conf as a test copy: its cache in the log folder, free ports, and the bench's site as its one upstream. */
export async function startProxy(siteUrl, probePath, bench) {
  const { work, freePort } = bench;
  const port = await freePort();
  const dir = path.join(work, 'proxy-nginx');
  let text = fs
    .readFileSync(path.join(root, 'deploy/proxy.conf'), 'utf8')
    .replaceAll('/var/cache/nginx/site', path.join(dir, 'cache'));
  const listens = { 3000: port, 1337: await freePort(), 1338: await freePort() };
  text = text.replace(/listen (\d+);/g, (_all, listen) => {
    if (!listens[listen]) throw new Error(`deploy/proxy.conf listens on ${listen}, which the bench does not know`);
    return `listen 127.0.0.1:${listens[listen]};`;
  });
  // A variable naming an upstream block sends there with no DNS look-up, as Docker's would be.
  text = text.replace(/set \$site_replicas [a-z-]+:\d+;/, 'set $site_replicas bench_site;');
  text += `\nupstream bench_site { server ${new URL(siteUrl).host}; }\n`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'proxy.conf'), text);
  const url = `http://127.0.0.1:${port}`;
  const pid = await startNginx('proxy-nginx', `include ${path.join(dir, 'proxy.conf')};`, `${url}${probePath}`, bench);
  return { url, pid };
}
