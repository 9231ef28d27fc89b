/* The /saved page's list (decision 064): reads Cache Storage without creating it, and registers no service worker. */
(() => {
  const list = document.querySelector('[data-saved-list]');
  const status = document.querySelector('[data-saved-status]');
  if (!list || !status) return;
  if (!('caches' in window)) {
    status.textContent = 'This browser cannot keep pages for offline reading.';
    return;
  }
  const CACHE = 'trip-pack';
  const INDEX = '/__trip-pack/index.json';
  const when = (time) => new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const titleOf = (entry, path) => (entry.title || path).replace(/ - (Journey Canvas )?Blog$/, '');

  async function readIndex() {
    if (!(await caches.has(CACHE))) return { pages: {} };
    const stored = await caches.match(INDEX, { cacheName: CACHE, ignoreVary: true });
    return stored ? stored.json() : { pages: {} };
  }

  async function remove(path) {
    const cache = await caches.open(CACHE);
    const index = await readIndex();
    const entry = index.pages[path];
    delete index.pages[path];
    const stillUsed = new Set(Object.values(index.pages).flatMap((other) => other.files));
    await cache.delete(path);
    for (const file of entry?.files ?? []) if (!stillUsed.has(file)) await cache.delete(file);
    await cache.put(INDEX, new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }));
    await render(`Removed “${titleOf(entry ?? {}, path)}”.`);
  }

  function item(path, entry) {
    const li = document.createElement('li');
    const link = document.createElement('a');
    link.href = path;
    link.textContent = titleOf(entry, path);
    const saved = document.createElement('span');
    saved.className = 'muted';
    saved.textContent = ` — saved on ${when(entry.savedAt)} `;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button ghost';
    button.textContent = 'Remove';
    button.setAttribute('aria-label', `Remove “${titleOf(entry, path)}” from offline reading`);
    button.addEventListener('click', () => remove(path));
    li.append(link, saved, button);
    return li;
  }

  async function render(done) {
    const pages = Object.entries((await readIndex()).pages).sort(([, a], [, b]) => b.savedAt - a.savedAt);
    list.replaceChildren(...pages.map(([path, entry]) => item(path, entry)));
    const count = pages.length === 1 ? '1 page is' : `${pages.length} pages are`;
    const summary = pages.length === 0 ? 'Nothing is saved for offline reading yet.' : `${count} saved for offline reading.`;
    status.textContent = done ? `${done} ${summary}` : summary;
  }

  render();
})();
