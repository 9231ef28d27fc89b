import { expect, test } from '@playwright/test';
import { ADMIN_SESSION, openDashboard, toast } from './support/admin';
import { axeFailures } from './support/axe';
import { adminToken, cmsGet } from './support/cms';
import { linkIn, mailTo } from './support/mail';
import { PURGE_MS } from './support/purge';
import { readSitemap, sitemapErrors } from './support/sitemap';

/** Stories in several languages (decision 100): the demo ships French translations of four stories. */

const WADI_RUM = '/articles/two-nights-under-the-stars-in-wadi-rum';
const WADI_RUM_FR = '/fr/articles/deux-nuits-a-la-belle-etoile-dans-le-wadi-rum';

test.describe('a reader in two languages', () => {
  test.use({ javaScriptEnabled: false });

  test('switches an article to its translation, and reads /fr pages in French without JavaScript', async ({ page }) => {
    await page.goto(WADI_RUM);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(WADI_RUM_FR);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deux nuits à la belle étoile dans le Wadi Rum');
    await expect(
      page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Accueil' }).first(),
    ).toBeVisible();
    await expect(page.locator('.byline time').first()).toHaveText(/\d+ \w+ \d{4}/);
    // Questions asked here belong to the French version, so its form posts to the French address.
    const questions = page.getByRole('region', { name: 'Questions des lecteurs' });
    await expect(questions.getByRole('button', { name: 'Envoyer la question' })).toBeVisible();
    await expect(questions.locator('form')).toHaveAttribute('action', `${WADI_RUM_FR}#questions`);

    await page.getByRole('link', { name: '← Retour aux récits' }).click();
    await expect(page).toHaveURL('/fr/articles');
    const stories = page.locator('.story-card .card-title a');
    await expect(stories).toHaveCount(4);
    for (const href of await stories.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/fr\/articles\//);
    }
    // Back in English, on the same story.
    await page.goto(WADI_RUM_FR);
    await page.getByRole('navigation', { name: 'Langues' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(WADI_RUM);
  });

  test('offers the home page of a language a story is missing in, and answers 404 for a language the site lacks', async ({
    page,
    request,
  }) => {
    await page.goto('/articles/a-first-timers-guide-to-japans-rail-passes');
    await expect(page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr',
    );
    for (const path of ['/fr/articles/a-first-timers-guide-to-japans-rail-passes', '/de/articles', '/en/articles', '/xx']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // A French address that leads nowhere says so in French, with French ways on.
    await page.goto('/fr/nulle-part');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page introuvable');
    await expect(page.getByRole('link', { name: 'Parcourir les récits' })).toHaveAttribute('href', '/fr/articles');
    await page.goto('/fr/map');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La carte de nos récits');
  });

  test('searches the French stories in French on /fr/search, accents and plurals folded', async ({ page }) => {
    await page.goto(`/fr/search?q=${encodeURIComponent('etoiles wadi')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche');
    await expect(page.locator('.search-summary')).toHaveText('1 récit correspond à « etoiles wadi ».');
    await expect(page.locator('.search-results a').first()).toHaveAttribute('href', WADI_RUM_FR);
    // The English stories are not French ones: the same words find nothing in English.
    await page.goto(`/search?q=${encodeURIComponent('etoiles wadi')}`);
    await expect(page.locator('.empty-state h2')).toHaveText('No Stories Found');
  });

  test('subscribes from a French page and gets the newsletter in French, its links back to French pages', async ({ page }) => {
    const email = `e2e-lecteur-${Date.now()}@example.com`;
    await page.goto('/fr');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox').fill(email);
    await footer.getByRole('button', { name: 'S’abonner' }).click();
    await expect(page).toHaveURL('/fr/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La lettre de Journey Canvas');
    await expect(page.getByRole('status')).toContainText('Ouvrez votre boîte de réception');

    const confirmation = await mailTo(email);
    expect(confirmation.subject).toBe('Confirmez votre abonnement à Journey Canvas');
    await page.goto(linkIn(confirmation, '/fr/newsletter/confirm'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnement confirmé');
    const [subscriber] = await cmsGet(
      `/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
      await adminToken(),
    );
    expect(subscriber).toMatchObject({ email, status: 'confirmed', language: 'fr' });
  });

  test('lists alternates as a search engine checks them: each answers 200, links back, and x-default exists', async ({
    request,
  }) => {
    const alternates = async (path: string): Promise<Record<string, string>> => {
      const html = await (await request.get(path)).text();
      return Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/gi)].map((match) => [match[1]!, match[2]!]),
      );
    };
    for (const path of [WADI_RUM, WADI_RUM_FR, '/', '/fr', '/fr/articles']) {
      const links = await alternates(path);
      expect(Object.keys(links).sort(), path).toEqual(['en', 'fr', 'x-default']);
      for (const href of Object.values(links)) {
        const other = new URL(href).pathname;
        expect((await request.get(other)).status(), other).toBe(200);
        expect(Object.values(await alternates(other)), `${other} links back`).toContain(new URL(path, href).href);
      }
    }
  });
});

test('a French reader keeps a guide for offline reading, all in French', async ({ page }) => {
  await page.goto('/articles/how-to-plan-two-weeks-in-portugal-on-the-train');
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const title = "Deux semaines au Portugal en train, mode d'emploi";
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: 'Gardés hors ligne' })).toHaveAttribute('href', '/fr/saved');
  await page.getByRole('button', { name: 'Garder hors ligne' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Gardée hors ligne le .+\. Retrouvez-la dans Gardés hors ligne\.$/ }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Gardés hors ligne' }).click();
  await expect(page).toHaveURL('/fr/saved');
  await expect(page).toHaveTitle('Gardés hors ligne | Journey Canvas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gardés hors ligne');
  const list = page.getByRole('list', { name: 'Pages gardées pour une lecture hors ligne' });
  await expect(list.getByRole('link')).toHaveText([title]);
  await expect(list.getByRole('listitem')).toContainText(/gardée le /);
  await page.getByRole('button', { name: `Retirer « ${title} » de la lecture hors ligne` }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `« ${title} » retiré. Rien n’est encore gardé pour une lecture hors ligne.`,
  );

  // Titles search engines show are in the page's language too.
  await page.goto('/fr/search');
  await expect(page).toHaveTitle('Rechercher des récits | Journey Canvas');
  await page.goto('/fr/tips-and-guides');
  await expect(page).toHaveTitle('Conseils et guides de voyage | Journey Canvas');
});

test('the sitemap lists each story with its translations and validates against sitemaps.org’s and XHTML’s schemas', async ({
  request,
}) => {
  const { files } = await readSitemap(request);
  const withAlternates = Object.entries(files).filter(([, xml]) => xml.includes('<xhtml:link'));
  expect(withAlternates.length).toBeGreaterThan(0);
  for (const [path, xml] of Object.entries(files)) expect(await sitemapErrors(path, xml), path).toEqual([]);
  // Every alternate a search engine reads there answers.
  const alternates = new Set(
    Object.values(files).flatMap((xml) => [...xml.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map(([, href]) => href!)),
  );
  expect([...alternates].some((href) => new URL(href).pathname === '/fr/articles')).toBe(true);
  for (const href of alternates) expect((await request.get(new URL(href).pathname)).status(), href).toBe(200);
  // Each French page and story is an address of its own there, not only another's alternate, and answers.
  const frenchAddresses = Object.values(files)
    .flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname))
    .filter((path) => path === '/fr' || path.startsWith('/fr/'));
  expect(frenchAddresses).toEqual(
    expect.arrayContaining(['/fr', '/fr/articles', '/fr/articles/deux-nuits-a-la-belle-etoile-dans-le-wadi-rum']),
  );
  for (const path of frenchAddresses) expect((await request.get(path)).status(), path).toBe(200);
  // The check bites: an alternate whose language is no language is refused.
  const [path, xml] = withAlternates[0]!;
  expect(await sitemapErrors(path, xml.replace('hreflang="fr"', 'hreflang="not a language"'))).not.toEqual([]);
});

test.describe('a French reader on the English home page', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered, once and never forced, the French home page; an English reader is offered nothing', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    const offer = page.getByRole('complementary', { name: 'Une autre langue' });
    await expect(offer.getByRole('link', { name: 'Lire Journey Canvas en français' })).toHaveAttribute('href', '/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await offer.getByRole('button', { name: 'Fermer' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toBeHidden();

    const english = await browser.newContext({ locale: 'en-GB' });
    const other = await english.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.locator('[data-language-offer]')).toBeHidden();
    await english.close();
  });
});

test('French pages have no axe violations (WCAG 2.1 AA)', async ({ page }) => {
  for (const path of ['/fr', WADI_RUM_FR, '/fr/articles']) {
    await page.goto(path);
    expect(await axeFailures(page, path)).toEqual([]);
  }
});

test.describe('an editor translating a story', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('adds a French translation side by side with the English words and publishes it', async ({ page }) => {
    test.setTimeout(90_000);
    const token = await adminToken();
    const [story] = await cmsGet<{ id: string; title: string }[]>(
      `/api/admin/blog-posts?${new URLSearchParams({ filter: JSON.stringify({ q: 'Kangaroo Island' }) })}`,
      token,
    );
    await openDashboard(page);
    await page.goto(`/admin/#/blog-posts/${story!.id}`);
    await page.getByRole('tab', { name: /Add Français/ }).click();
    await expect(page.getByRole('heading', { name: 'Translate into Français' })).toBeVisible();
    await expect(page.getByTestId('source-title')).toHaveText(story!.title);
    const title = `Île Kangourou en famille ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('Content')
      .fill(
        'Des otaries sur la plage, du sandboard dans les dunes et des mares pleines de vie : une semaine en famille. '.repeat(2),
      );
    await page.getByLabel('Meta description').fill('Une semaine en famille sur l’île Kangourou, en Australie.');
    await page.getByRole('button', { name: 'Publish translation' }).click();
    await toast(page, 'Translation published');
    await expect(page.getByRole('tab', { name: /Français/ })).toContainText('Published');

    const languages = await cmsGet<{ locale: string; slug: string; status: string }[]>(
      `/api/admin/blog-posts/${story!.id}/locales`,
      token,
    );
    const french = languages.find((language) => language.locale === 'fr')!;
    expect(french.status).toBe('published');
    await expect(async () => {
      await page.goto(`/fr/articles/${french.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }).toPass({ timeout: PURGE_MS });
  });
});
