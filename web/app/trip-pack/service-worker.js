/* The trip pack's service worker (decision 064): saved pages and their files come from the network
   while it answers (and are kept afresh), from the cache when it does not. Nothing else is touched. */
const CACHE = 'trip-pack';
const INDEX = '/__trip-pack/index.json';
/** The site's pages vary on Accept-Encoding; a kept answer must match whatever the request's headers. */
const LOOSE = { ignoreVary: true };

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const pack = () => caches.open(CACHE);

/** `{ pages: { [path]: { title, savedAt, files: [url], aliases: { [url]: url } } } }` */
async function readIndex(cache) {
  const stored = await cache.match(INDEX, LOOSE);
  return stored ? stored.json() : { pages: {} };
}

const writeIndex = (cache, index) =>
  cache.put(INDEX, new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }));

async function stamped(response, savedAt) {
  const headers = new Headers(response.headers);
  headers.set('X-Saved-At', String(savedAt));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** A picture from the media origin is kept as an opaque answer. */
function fetchFile(url) {
  const sameOrigin = new URL(url).origin === self.location.origin;
  return fetch(url, sameOrigin ? { credentials: 'same-origin' } : { mode: 'no-cors', credentials: 'omit' });
}

/** `files`: `{ keep, also }`, the URL kept and the other URLs of the same picture. */
async function save({ page, title, files }) {
  const cache = await pack();
  // The header lets the site count a saved pack, not a page view (decision 101).
  const response = await fetch(page, { cache: 'no-cache', credentials: 'same-origin', headers: { 'X-Trip-Pack': 'save' } });
  if (!response.ok) throw new Error(`The page answered ${response.status}`);
  const savedAt = Date.now();
  await cache.put(page, await stamped(response, savedAt));
  const kept = [];
  const aliases = {};
  for (const file of files) {
    const answer = await fetchFile(file.keep);
    if (answer.type !== 'opaque' && !answer.ok) continue;
    await cache.put(file.keep, answer);
    kept.push(file.keep);
    for (const other of file.also) if (other !== file.keep) aliases[other] = file.keep;
  }
  const saved = await fetch('/saved', { credentials: 'same-origin' }).catch(() => null);
  if (saved && saved.ok) await cache.put('/saved', saved);
  const index = await readIndex(cache);
  index.pages[page] = { title, savedAt, files: kept, aliases };
  await writeIndex(cache, index);
  return { savedAt };
}

self.addEventListener('message', (event) => {
  const [port] = event.ports;
  if (!port || event.data?.type !== 'save') return;
  event.waitUntil(
    save(event.data).then(
      (result) => port.postMessage({ ok: true, ...result }),
      (error) => port.postMessage({ ok: false, message: String(error?.message ?? error) }),
    ),
  );
});

async function pageAnswer(request) {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await pack();
      const index = await readIndex(cache);
      const entry = index.pages[path];
      if (entry) {
        entry.savedAt = Date.now();
        await cache.put(path, await stamped(response.clone(), entry.savedAt));
        await writeIndex(cache, index);
      }
    }
    return response;
  } catch (error) {
    const cache = await pack();
    const saved = (await cache.match(path, LOOSE)) || (path === '/saved' ? undefined : await cache.match('/saved', LOOSE));
    if (saved) return saved;
    throw error;
  }
}

/** Offline, another size of the same picture will do. */
async function fileAnswer(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await pack();
    const kept = await cache.match(request.url, LOOSE);
    if (kept) return kept;
    const index = await readIndex(cache);
    for (const entry of Object.values(index.pages)) {
      const alias = entry.aliases[request.url];
      if (alias) return (await cache.match(alias, LOOSE)) || Promise.reject(error);
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (url.origin === self.location.origin && !/^\/(?:admin|api)(?:\/|$)/.test(url.pathname)) {
      event.respondWith(pageAnswer(request));
    }
  } else if (request.destination === 'image' || request.destination === 'style') {
    event.respondWith(fileAnswer(request));
  }
});
