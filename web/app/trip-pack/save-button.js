/* "Save for offline" (decision 064): the service worker is registered only when the reader presses the
   button, never for an address such as a link's `?save=offline`. Its words are the form's, in the page's language. */
(() => {
  const form = document.querySelector('[data-trip-pack]');
  const status = form && form.querySelector('[data-trip-pack-status]');
  if (!form || !status || !('serviceWorker' in navigator) || !('caches' in window)) return;
  const page = location.pathname;
  const say = (text) => {
    status.textContent = text;
  };
  const words = form.dataset;
  const when = (time) =>
    new Date(Number(time)).toLocaleString(document.documentElement.lang || undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const saidWhen = (text, time) => text.replace('{when}', when(time));

  // Only reads: `caches.has` creates nothing for a reader who never pressed the button.
  caches
    .has('trip-pack')
    .then((kept) => kept && caches.match(page, { cacheName: 'trip-pack', ignoreVary: true }))
    .then((copy) => {
      if (!copy) return;
      const savedAt = copy.headers.get('X-Saved-At');
      say(saidWhen(navigator.onLine ? words.savedOn : words.offlineCopy, savedAt));
    });
  if (!navigator.onLine) addEventListener('online', () => location.reload(), { once: true });

  const candidates = (srcset) =>
    (srcset || '')
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .filter(([url]) => url)
      .map(([url, size]) => ({ url: new URL(url, location.href).href, width: parseInt(size, 10) || 0 }));

  /** Each picture at phone size (the smallest at least 480 px wide), every other size of it an alias. */
  function files() {
    const found = [];
    for (const img of document.querySelectorAll('main img')) {
      const sizes = candidates(img.getAttribute('srcset'));
      const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])].flatMap((source) =>
        candidates(source.getAttribute('srcset')),
      );
      const src = img.currentSrc || img.src;
      const phone = sizes.filter((size) => size.width >= 480).sort((a, b) => a.width - b.width)[0] || sizes.at(-1);
      const keep = phone ? phone.url : src;
      // A gallery's picture is in its grid and again in its large view: kept once.
      if (keep && !found.some((file) => file.keep === keep))
        found.push({ keep, also: [...sizes, ...sources].map((size) => size.url).concat(src) });
    }
    for (const image of document.querySelectorAll('main svg image')) {
      found.push({ keep: new URL(image.getAttribute('href'), location.href).href, also: [] });
    }
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) found.push({ keep: link.href, also: [] });
    return found;
  }

  const ask = (worker, message) =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      worker.postMessage(message, [channel.port2]);
    });

  async function saveNow() {
    const button = form.querySelector('button');
    button.disabled = true;
    say(words.saving);
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const answer = await ask(registration.active, { type: 'save', page, title: document.title, files: files() });
      say(answer.ok ? saidWhen(words.savedFindIt, answer.savedAt) : words.notSaved);
    } catch {
      say(words.notSaved);
    } finally {
      button.disabled = false;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    saveNow();
  });
  // A link can say `?save=offline` too, so this only asks for the press: only the reader's own registers the worker.
  if (new URLSearchParams(location.search).get('save') === 'offline') {
    history.replaceState(null, '', page);
    say(words.pressAgain);
    form.querySelector('button').focus();
  }
})();
