/* The /saved page's list (decision 064): reads Cache Storage without creating it, and registers no service worker.
   Its words are the list's, in the page's language. */
(() => {
  const list = document.querySelector('[data-saved-list]');
  const status = document.querySelector('[data-saved-status]');
  if (!list || !status) return;
  const words = list.dataset;
  if (!('caches' in window)) {
    status.textContent = words.cannotKeep;
    return;
  }
  const CACHE = 'trip-pack';
  const INDEX = '/__trip-pack/index.json';
  const when = (time) =>
    new Date(time).toLocaleString(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short' });
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
    await render(words.removed.replace('{title}', titleOf(entry ?? {}, path)));
  }

  function item(path, entry) {
    const li = document.createElement('li');
    const link = document.createElement('a');
    link.href = path;
    link.textContent = titleOf(entry, path);
    const saved = document.createElement('span');
    saved.className = 'muted';
    saved.textContent = ` — ${words.savedOnShort.replace('{when}', when(entry.savedAt))} `;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button ghost';
    button.textContent = words.remove;
    button.setAttribute('aria-label', words.removeLabel.replace('{title}', titleOf(entry, path)));
    button.addEventListener('click', () => remove(path));
    li.append(link, saved, button);
    return li;
  }

  async function render(done) {
    const pages = Object.entries((await readIndex()).pages).sort(([, a], [, b]) => b.savedAt - a.savedAt);
    list.replaceChildren(...pages.map(([path, entry]) => item(path, entry)));
    const summary = [words.nothingSaved, words.oneSaved][pages.length] ?? words.manySaved.replace('{count}', pages.length);
    status.textContent = done ? `${done} ${summary}` : summary;
  }

  render();
})();
