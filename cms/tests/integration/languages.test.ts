import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMMENT_MESSAGES, LANGUAGE_MESSAGES, SITE_SETTINGS_DEFAULTS, TRASH_MESSAGES } from '@journey-canvas/shared';
import { adminPostsApi, api, createPost, fieldErrors, listQuery, login } from '../support/api';
import { ask } from '../support/readers';

/** Stories in several languages (decision 100): the site's languages, translations through the admin API, per-language reads. */
describe('stories in several languages', () => {
  let token: string;
  const admin = adminPostsApi(() => token);
  const settings = (body?: object) => api('/api/admin/site-settings', { token, body, method: body ? 'PUT' : 'GET' });
  const made: string[] = [];
  const story = async (overrides: Record<string, unknown> = {}) => {
    const post = await createPost(token, overrides);
    made.push(post.id);
    return post;
  };
  const french = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    content: 'Nous avons marché sur la crête à l’aube et regardé la vallée se remplir de lumière. '.repeat(3),
    metaDescription: 'Une histoire de test.',
    ...extra,
  });
  const titlesListed = async (filter: object) =>
    (await admin(listQuery({ filter, range: [0, 99] }))).body.map((post: { title: string }) => post.title);

  beforeAll(async () => {
    token = await login();
  });

  afterAll(async () => {
    // The other files expect every test story new, and the demo's two languages.
    for (const id of made) {
      await admin(`/${id}`, undefined, 'DELETE');
      await admin(`/${id}?permanent=true`, undefined, 'DELETE');
    }
    const back = await settings({ languages: ['en', 'fr'] });
    expect(back.body.languages).toEqual(['en', 'fr']);
  });

  it("starts in the demo's English and French, and keeps the site's languages in Settings, logging a change", async () => {
    expect((await settings()).body).toMatchObject({ ...SITE_SETTINGS_DEFAULTS, languages: ['en', 'fr'] });
    const added = await settings({ languages: ['en', 'fr', 'de'] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.languages).toEqual(['en', 'fr', 'de']);
    const log = await api(`/api/admin/activity${listQuery({ filter: { action: 'settings' }, range: [0, 0] })}`, { token });
    expect(log.body[0].detail).toBe('Languages: en, fr, de');
    // A language no story is written in goes as it came.
    expect((await settings({ languages: ['en', 'fr'] })).body.languages).toEqual(['en', 'fr']);
  });

  it('refuses an unknown, repeated or empty list of languages, and keeps the details sent with it', async () => {
    const cases: [unknown, string][] = [
      [['en', 'xx'], LANGUAGE_MESSAGES.unknown('xx')],
      [['en', 'fr', 'fr'], LANGUAGE_MESSAGES.twice('fr')],
      [[], LANGUAGE_MESSAGES.empty],
      ['en', LANGUAGE_MESSAGES.notAList],
    ];
    for (const [languages, message] of cases) {
      const refused = await settings({ languages, tagline: 'Never stored' });
      expect(refused.status, JSON.stringify(languages)).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    expect((await settings()).body).toMatchObject({ tagline: SITE_SETTINGS_DEFAULTS.tagline, languages: ['en', 'fr'] });
  });

  it('names each record’s language and translations only to a request that names its language', async () => {
    const post = await story();
    expect((await admin(`/${post.id}`)).body).not.toHaveProperty('locale');
    expect((await admin(`/${post.id}?locale=en`)).body).toMatchObject({ locale: 'en', translations: ['en'] });
    const listed = (await admin(listQuery({ filter: { id: [post.id], locale: 'en' } }))).body;
    expect(listed).toEqual([expect.objectContaining({ id: post.id, locale: 'en', translations: ['en'] })]);
  });

  it('adds a translation with PUT ?locale=, sharing the pictures, type and author, with its own address and status', async () => {
    const post = await story({ title: `Lake Bled at dawn ${Date.now()}`, postType: 'photography', tags: ['Slovenia'] });
    const translated = await admin(`/${post.id}?locale=fr`, french(`Le lac de Bled à l’aube ${Date.now()}`), 'PUT');
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect(translated.body).toMatchObject({
      id: post.id,
      locale: 'fr',
      status: 'published',
      postType: 'photography',
      author: post.author,
      tags: ['Slovenia'],
      images: [expect.objectContaining({ id: post.images[0].id })],
      slug: expect.stringMatching(/^le-lac-de-bled-a-laube-/),
    });
    expect((await admin(`/${post.id}?locale=en`)).body).toMatchObject({
      locale: 'en',
      title: post.title,
      slug: post.slug,
      translations: expect.arrayContaining(['en', 'fr']),
    });
    expect((await admin(`/${post.id}?locale=fr`)).body.title).toBe(translated.body.title);
    const languages = await admin(`/${post.id}/locales`);
    expect(languages.body).toEqual([
      { locale: 'en', status: 'published', slug: post.slug, updatedAt: expect.any(String) },
      { locale: 'fr', status: 'published', slug: translated.body.slug, updatedAt: expect.any(String) },
    ]);

    // What every language shares follows the default's edit; the French text stays French.
    await admin(`/${post.id}`, { postType: 'adventure', tags: ['Slovenia', 'Lakes'], status: 'draft' }, 'PUT');
    expect((await admin(`/${post.id}?locale=fr`)).body).toMatchObject({
      title: translated.body.title,
      postType: 'adventure',
      tags: ['Slovenia', 'Lakes'],
    });
  });

  it('lists, counts and reads each language on its own', async () => {
    const post = await story({ title: `Lisbon trams ${Date.now()}` });
    const title = `Les trams de Lisbonne ${Date.now()}`;
    const translation = (await admin(`/${post.id}?locale=fr`, french(title), 'PUT')).body;
    expect(await titlesListed({ q: 'Lisbon trams' })).toEqual([post.title]);
    expect(await titlesListed({ q: 'Lisbon trams', locale: 'fr' })).toEqual([]);
    expect(await titlesListed({ q: 'trams de Lisbonne', locale: 'fr' })).toEqual([title]);
    expect(await titlesListed({ q: 'trams de Lisbonne' })).toEqual([]);
    const english = (await admin('/stats')).body.total;
    const inFrench = (await admin('/stats?locale=fr')).body.total;
    expect(inFrench).toBeGreaterThanOrEqual(1);
    expect(inFrench).toBeLessThan(english);
    // The types Blog Management offers in French are those its French versions have, the Trash's too.
    const frenchTypes = async (status?: string) =>
      (await admin(listQuery({ filter: { locale: 'fr', ...(status && { status }) }, range: [0, 99] }))).body.map(
        (row: { postType: string }) => row.postType,
      );
    const typesInFrench = [...new Set([...(await frenchTypes()), ...(await frenchTypes('trash'))])].sort();
    expect((await admin('/stats?locale=fr')).body.postTypes).toEqual(typesInFrench);

    // A reader finds the French story by its French address in French only.
    const reading = (slug: string, locale?: string) => api(`/api/blog-posts/reading/${slug}${locale ? `?locale=${locale}` : ''}`);
    expect((await reading(translation.slug, 'fr')).body.data.post.title).toBe(title);
    expect((await reading(translation.slug)).status).toBe(404);
    expect((await reading(post.slug, 'fr')).status).toBe(404);
    const sitemap = (await api('/api/blog-posts/sitemap/1?locale=fr')).body.data.map((entry: { slug: string }) => entry.slug);
    expect(sitemap).toContain(translation.slug);
    expect(sitemap).not.toContain(post.slug);
    const inEnglish = (await api('/api/blog-posts/sitemap/1')).body.data;
    expect(inEnglish.find((entry: { slug: string }) => entry.slug === post.slug).translations).toEqual([
      { locale: 'fr', slug: translation.slug },
    ]);
    expect((await api(`/api/blog-posts?locale=fr&filters[slug][$eq]=${translation.slug}`)).body.data).toHaveLength(1);
  });

  it("searches each language apart, with that language's stems where the database has them", async () => {
    const word = `zq${Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    const post = await story({ title: `Walking to Santiago ${word}` });
    const title = `Nous marchons vers les églises de Compostelle ${word}`;
    await admin(`/${post.id}?locale=fr`, french(title), 'PUT');
    const found = async (q: string, locale?: string) => {
      const response = await api(
        `/api/blog-posts/search?q=${encodeURIComponent(`${q} ${word}`)}${locale ? `&locale=${locale}` : ''}`,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((found: { title: string }) => found.title);
    };
    expect(await found('Compostelle', 'fr')).toEqual([title]);
    expect(await found('Compostelle')).toEqual([]);
    expect(await found('Santiago', 'fr')).toEqual([]);
    expect(await found('walk')).toEqual([post.title]);
    // Accents folded and a plural found by its singular, in either database.
    expect(await found('eglise', 'fr')).toEqual([title]);
    // A verb's other forms need French stems: PostgreSQL's Snowball has them, SQLite's FTS5 only Porter's English ones.
    expect(await found('marcher', 'fr')).toEqual(inject('database').client === 'postgres' ? [title] : []);
  });

  it('keeps a reader question with the language version it was asked on', async () => {
    const post = await story({ title: `Hydra by ferry ${Date.now()}` });
    const translation = (await admin(`/${post.id}?locale=fr`, french(`Hydra en ferry ${Date.now()}`), 'PUT')).body;
    const untranslated = await story();
    const body = `Le port est-il calme en novembre ? ${Date.now()}`;
    expect((await ask(post.id, { body, language: 'fr' })).status).toBe(202);
    const unknown = await ask(post.id, { body: 'Where?', language: 'zz' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(LANGUAGE_MESSAGES.notSiteLanguage('zz', ['en', 'fr']));
    // No French version to ask on.
    const none = await ask(untranslated.id, { body: 'Et en hiver ?', language: 'fr' });
    expect(fieldErrors(none.body)).toEqual({ post: COMMENT_MESSAGES.postNotFound });

    const pending = await api(
      `/api/admin/comments${listQuery({ filter: { status: 'pending', post: post.id }, range: [0, 9] })}`,
      { token },
    );
    const [question] = pending.body.filter((row: { body: string }) => row.body === body);
    expect(question).toMatchObject({ language: 'fr', postTitle: translation.title, postSlug: translation.slug });
    await api(`/api/admin/comments/${question.id}`, { method: 'PUT', token, body: { status: 'approved' } });

    const asked = (slug: string, locale?: string) =>
      api(`/api/blog-posts/reading/${slug}${locale ? `?locale=${locale}` : ''}`).then(
        (answer) => answer.body.data.post && answer.body.data.questions.map((shown: { body: string }) => shown.body),
      );
    expect(await asked(translation.slug, 'fr')).toEqual([body]);
    expect(await asked(post.slug)).toEqual([]);
    expect((await api(`/api/comments?post=${post.id}&locale=fr`)).body.data.map((shown: { body: string }) => shown.body)).toEqual(
      [body],
    );
    expect((await api(`/api/comments?post=${post.id}`)).body.data).toEqual([]);
  });

  it('answers a language the site does not have with a clear 400, and a missing translation with a 404', async () => {
    const post = await story();
    const unknown = LANGUAGE_MESSAGES.notSiteLanguage('zz', ['en', 'fr']);
    for (const response of [
      await admin(`/${post.id}?locale=zz`),
      await admin(`/${post.id}?locale=zz`, french('Jamais écrit'), 'PUT'),
      await admin(listQuery({ filter: { locale: 'zz' } })),
      await admin('/stats?locale=zz'),
      await api(`/api/blog-posts/reading/${post.slug}?locale=zz`),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(unknown);
    }
    expect((await admin(`/${post.id}?locale=fr`)).status).toBe(404);
    expect((await admin('/nosuchstory0000000000000?locale=fr', french('Personne'), 'PUT')).status).toBe(404);
    expect((await admin(`/${post.id}/locales`)).body.map((language: { locale: string }) => language.locale)).toEqual(['en']);
  });

  it('keeps slugs unique within a language: the same words in two languages are fine, twice in one are numbered or refused', async () => {
    const title = `Porto by night ${Date.now()}`;
    const first = await story({ title });
    const same = (await admin(`/${first.id}?locale=fr`, french(title), 'PUT')).body;
    expect(same.slug).toBe(first.slug);

    const second = await story();
    const numbered = (await admin(`/${second.id}?locale=fr`, french(title), 'PUT')).body;
    expect(numbered.slug).toBe(`${first.slug}-2`);
    const claimed = await admin(`/${second.id}?locale=fr`, { slug: same.slug }, 'PUT');
    expect(claimed.status).toBe(400);
    expect(fieldErrors(claimed.body).slug).toMatch(/already/i);
    expect((await admin(`/${second.id}?locale=fr`)).body.slug).toBe(numbered.slug);
  });

  it('unpublishes one translation alone, and moves every language to the Trash and back together', async () => {
    const post = await story();
    const translation = (await admin(`/${post.id}?locale=fr`, french(`Un hiver à Kyoto ${Date.now()}`), 'PUT')).body;
    const unpublished = await admin(`/${post.id}/unpublish?locale=fr`, {});
    expect(unpublished.body).toMatchObject({ title: translation.title, status: 'draft' });
    expect((await admin(`/${post.id}`)).body.status).toBe('published');

    expect((await admin(`/${post.id}`, undefined, 'DELETE')).body.status).toBe('trash');
    const statuses = async () => (await admin(`/${post.id}/locales`)).body.map((language: { status: string }) => language.status);
    expect(await statuses()).toEqual(['trash', 'trash']);
    const refused = await admin(`/${post.id}?locale=fr`, { title: 'Pendant la corbeille' }, 'PUT');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TRASH_MESSAGES.changeInTrash);

    expect((await admin(`/${post.id}/restore`, {})).status).toBe(200);
    expect(await statuses()).toEqual(['published', 'draft']);
    expect((await admin(`/${post.id}?locale=fr`)).body.slug).toBe(translation.slug);
  });

  it("keeps each language's history apart, and a French address change leaves a French redirect", async () => {
    const post = await story();
    const history = async (locale?: string) =>
      (await api(`/api/admin/revisions${listQuery({ filter: { post: post.id, ...(locale ? { locale } : {}) } })}`, { token }))
        .body;
    const englishHistory = await history();
    const translation = (await admin(`/${post.id}?locale=fr`, french(`Marseille au marché ${Date.now()}`), 'PUT')).body;
    const frenchBefore = await history('fr');
    const moved = await admin(`/${post.id}?locale=fr`, { slug: `${translation.slug}-vieux-port` }, 'PUT');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    expect(frenchBefore.length).toBeGreaterThanOrEqual(1);
    expect((await history('fr')).length).toBe(frenchBefore.length + 1);
    expect(await history()).toEqual(englishHistory);
    const lookup = await api(`/api/site-addresses/lookup?path=${encodeURIComponent(`/fr/articles/${translation.slug}`)}`);
    expect(lookup.body.data).toMatchObject({ status: 301, location: `/fr/articles/${translation.slug}-vieux-port` });
    const english = await api(`/api/site-addresses/lookup?path=${encodeURIComponent(`/articles/${translation.slug}`)}`);
    expect(english.body.data).toBeNull();
  });

  it('refuses to remove a language stories are written in, with their count, and changes nothing', async () => {
    const inFrench = (await admin(listQuery({ filter: { locale: 'fr' }, range: [0, 0] }))).headers.get('content-range');
    const count = Number(inFrench?.split('/')[1]);
    expect(count).toBeGreaterThan(0);
    const refused = await settings({ languages: ['en'] });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body).languages).toBe(LANGUAGE_MESSAGES.inUse('fr', count));
    const changedDefault = await settings({ languages: ['fr', 'en'] });
    expect(changedDefault.status).toBe(400);
    expect((await settings()).body.languages).toEqual(['en', 'fr']);
  });
});
