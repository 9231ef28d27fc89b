import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '@journey-canvas/shared/server';
import { DIGEST_MAX_STORIES, LANGUAGE_MESSAGES, NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import { startMailCatcher, type CaughtMessage, type MailCatcher } from '@journey-canvas/testing/mail-catcher';
import { scratchDatabase, type ScratchDatabaseHandle } from '@journey-canvas/testing/scratch-database';
import { startStrapi, type RunningStrapi } from '@journey-canvas/testing/strapi-server';
import { inject } from 'vitest';
import { jpeg } from '../support/api';

/**
 * The newsletter that is sent (decision 056), against a CMS of its own sending through a
 * real local SMTP server: double opt-in, a story emailed once, the digest, one-click unsubscribe,
 * a refused batch sent again, and nothing ever sent to an address that is not confirmed.
 */
const SITE = 'http://localhost:3999';

describe('the newsletter', () => {
  let database: ScratchDatabaseHandle;
  let cms: RunningStrapi;
  let mail: MailCatcher;
  let token: string;
  let imageId: number;
  /** While set, the SMTP server turns every message away (451), as a server in trouble would. */
  let refusing = false;

  const call = async (path: string, options: { method?: string; body?: unknown; auth?: boolean; form?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (options.auth !== false && token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.form !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(`${cms.url}${path}`, {
      method: options.method ?? (options.body !== undefined || options.form !== undefined ? 'POST' : 'GET'),
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
    };
  };

  const subscribe = (email: string, language?: string) =>
    call('/api/newsletter-subscriptions', { body: { data: { email, language } }, auth: false });
  const to = (email: string) => (message: CaughtMessage) => message.to.includes(email);
  const messagesTo = (email: string) => mail.messages.filter(to(email));
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const linkIn = (message: CaughtMessage, path: string) =>
    new RegExp(`${SITE}${path}\\?token=[A-Za-z0-9_.-]+`).exec(message.text)?.[0] as string;

  /** Subscribes and confirms an address through its confirmation email. */
  async function confirmed(email: string, language?: string) {
    await subscribe(email, language);
    const confirmation = await mail.waitFor(to(email));
    const answer = await call('/api/newsletter/confirm', {
      body: { token: tokenOf(linkIn(confirmation, `${language ? `/${language}` : ''}/newsletter/confirm`)) },
      auth: false,
    });
    expect(answer.status).toBe(200);
  }

  async function publish(fields: Record<string, unknown>) {
    const created = await call('/api/admin/blog-posts', {
      body: {
        postType: 'adventure',
        title: `Story ${Date.now()}`,
        content: 'The ferry left at dawn and the island rose out of the mist.\n\nWe stayed three nights. '.repeat(3),
        author: 'Ana Lima',
        images: [imageId],
        ...fields,
      },
    });
    expect(created.status, created.text).toBe(201);
    return created.body;
  }

  const sendsOf = async (post: string) =>
    (await call(`/api/admin/newsletter-sends?filter=${encodeURIComponent(JSON.stringify({ post }))}`)).body;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
  /** The post's send once nothing is left to send (retries wait 1, 2, 4, 8 s here), looked at four times a second. */
  async function finishedSend(post: string) {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const [send] = await sendsOf(post);
      if (send?.finishedAt) return send;
    }
    throw new Error(`The send of ${post} did not finish`);
  }

  beforeAll(async () => {
    mail = await startMailCatcher({ refuse: () => (refusing ? 'Try again later' : undefined) });
    database = await scratchDatabase();
    cms = await startStrapi({
      ...database.env,
      SMTP_URL: mail.url,
      MAIL_FROM: 'Journey Canvas <news@journeycanvas.example>',
      PUBLIC_SITE_URL: SITE,
      SEED_DEMO_CONTENT: 'false',
      NEWSLETTER_BATCH_SIZE: '2',
      NEWSLETTER_RETRY_SECONDS: '1',
    });
    const login = await fetch(`${cms.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
    });
    token = ((await login.json()) as { jwt: string }).jwt;
    const form = new FormData();
    form.append('files', new Blob([await jpeg()], { type: 'image/jpeg' }), 'ferry.jpg');
    const upload = await fetch(`${cms.url}/api/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    imageId = ((await upload.json()) as { id: number }[])[0]!.id;
  }, 180_000);

  afterAll(async () => {
    await cms?.stop();
    await mail?.stop();
    await database?.drop();
  });

  it('sends a confirmation with a signed link, and answers known and new addresses alike', async () => {
    const email = `first-${Date.now()}@example.com`;
    const first = await subscribe(email);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ data: { message: NEWSLETTER_MESSAGES.checkInbox } });
    expect(first.text).not.toContain(email);

    const confirmation = await mail.waitFor(to(email));
    expect(confirmation.subject).toBe('Confirm your Journey Canvas subscription');
    expect(confirmation.from).toMatch(/^"?Journey Canvas"? <news@journeycanvas\.example>$/);
    expect(confirmation.html).toContain('Confirm my subscription');
    expect(confirmation.text).toContain(`${SITE}/newsletter/confirm?token=`);
    expect(confirmation.header('List-Unsubscribe')).toMatch(new RegExp(`^<${SITE}/newsletter/unsubscribe\\?token=`));
    expect(confirmation.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Typed in again at once, and once confirmed: the same answer, no second email.
    expect((await subscribe(email.toUpperCase())).body).toEqual(first.body);
    const link = linkIn(confirmation, '/newsletter/confirm');
    expect(
      (await call('/api/newsletter/confirm', { body: { token: `${tokenOf(link)}x` }, auth: false })).body.error.message,
    ).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
    expect((await call('/api/newsletter/confirm', { body: { token: tokenOf(link) }, auth: false })).body.data.status).toBe(
      'confirmed',
    );
    expect((await subscribe(email)).body).toEqual(first.body);
    await settle();
    expect(messagesTo(email)).toHaveLength(1);

    const listed = await call(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: email.slice(0, 10) }))}`);
    expect(listed.body).toEqual([expect.objectContaining({ email, status: 'confirmed', confirmedAt: expect.any(String) })]);
    expect((await call('/api/newsletter-subscriptions', { auth: false })).status).toBe(403);
  });

  it('emails a ticked story once, to confirmed addresses only, in batches, with one-click unsubscribe', async () => {
    const readers = await Promise.all([1, 2, 3].map(async (n) => `reader${n}-${Date.now()}@example.com`));
    await Promise.all(readers.map((reader) => confirmed(reader)));
    const pending = `pending-${Date.now()}@example.com`;
    await subscribe(pending);
    const gone = `gone-${Date.now()}@example.com`;
    await confirmed(gone);
    const goneConfirmation = messagesTo(gone)[0]!;
    const oneClick = new URL(goneConfirmation.header('List-Unsubscribe')!.slice(1, -1));
    // The request a mail client makes for RFC 8058's one-click unsubscribe, at the CMS's own route.
    const unsubscribed = await call(`/api/newsletter/unsubscribe?token=${oneClick.searchParams.get('token')}`, {
      form: 'List-Unsubscribe=One-Click',
      auth: false,
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.data.status).toBe('unsubscribed');

    const post = await publish({ emailSubscribers: true, title: 'Island hopping on the slow ferry' });
    for (const reader of readers) await mail.waitFor((message) => to(reader)(message) && message.subject === post.title);
    const story = messagesTo(readers[0]!).find((message) => message.subject === post.title)!;
    expect(story.html).toContain(`<a href="${SITE}/articles/${post.slug}"`);
    expect(story.html).toContain('The ferry left at dawn');
    expect(story.html).toMatch(/<img src="http:\/\/localhost:\d+\/uploads\/[^"]+" alt="Island hopping on the slow ferry"/);
    expect(story.text).toContain(`Read the whole story: ${SITE}/articles/${post.slug}`);
    expect(story.text).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe?token=`);
    expect(story.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Saved and published again: still one send.
    await call(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', body: { title: `${post.title}, revisited` } });
    const send = await finishedSend(post.id);
    expect(await sendsOf(post.id)).toHaveLength(1);
    expect(send).toMatchObject({ kind: 'story', queued: 0, failed: 0 });
    expect(send.sent).toBeGreaterThanOrEqual(readers.length);
    expect(messagesTo(pending).filter((message) => message.subject === post.title)).toEqual([]);
    expect(messagesTo(gone).filter((message) => message.subject === post.title)).toEqual([]);
    for (const reader of readers) expect(messagesTo(reader).filter((message) => message.subject === post.title)).toHaveLength(1);
  });

  it('emails a story told with every construct as its prose lead, no markup of the page in it', async () => {
    const reader = `rich-${Date.now()}@example.com`;
    await confirmed(reader);
    const picture = (await (await call(`/api/upload/files/${imageId}`)).body) as { url: string };
    const content = [
      '::: tip\nBook the boat a day ahead.\n:::',
      `::: gallery\n![Dawn](${picture.url} "The harbour")\n![Noon](${picture.url})\n:::`,
      `[![Dunes](${picture.url}) Sunrise](https://youtu.be/M7lc1UVf-VE)`,
      'We crossed at dawn, when the sea was flat.[^1]',
      'By noon the island was ours.',
      '[^1]: The 2026 timetable.',
    ].join('\n\n');
    const post = await publish({ emailSubscribers: true, title: `Every construct ${Date.now()}`, content });
    const story = await mail.waitFor((message) => to(reader)(message) && message.subject === post.title);
    expect(story.html).toContain('We crossed at dawn, when the sea was flat.');
    expect(story.html).toContain('By noon the island was ours.');
    expect(story.html).not.toMatch(
      /story-gallery|story-embed|data-embed|<iframe|<aside|youtube|\[\^1\]|2026 timetable|Book the boat/,
    );
    expect(story.text).toContain('We crossed at dawn, when the sea was flat.');
    expect(story.text).not.toMatch(/:::|\[\^1\]|youtu/);
  });

  it('emails a story ticked before it was scheduled when the scheduler publishes it', async () => {
    const reader = `scheduled-${Date.now()}@example.com`;
    await confirmed(reader);
    const post = await publish({
      emailSubscribers: true,
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 2000).toISOString(),
    });
    const message = await mail.waitFor((caught) => to(reader)(caught) && caught.subject === post.title, 20_000);
    expect(message.html).toContain(post.title);
  });

  it('sends a refused batch again until every message is through', async () => {
    const readers = [1, 2, 3, 4, 5].map((n) => `retry${n}-${Date.now()}@example.com`);
    await Promise.all(readers.map((reader) => confirmed(reader)));
    refusing = true;
    const post = await publish({ emailSubscribers: true });
    await settle();
    const [waiting] = await sendsOf(post.id);
    expect(waiting.sent).toBe(0);
    expect(waiting.queued).toBeGreaterThanOrEqual(readers.length);
    refusing = false;
    const done = await finishedSend(post.id);
    expect(done).toMatchObject({ queued: 0, failed: 0 });
    expect(done.sent).toBeGreaterThanOrEqual(readers.length);
    for (const reader of readers) expect(messagesTo(reader).filter((message) => message.subject === post.title)).toHaveLength(1);
  });

  it('sends the digest of new stories, now and on its weekly hour, never twice for one slot', async () => {
    const reader = `digest-${Date.now()}@example.com`;
    await confirmed(reader);
    const post = await publish({ title: `Digest story ${Date.now()}` });
    const now = await call('/api/admin/newsletter-sends/digest', { method: 'POST', body: {} });
    expect(now.status).toBe(201);
    const digest = await mail.waitFor((message) => to(reader)(message) && message.subject.startsWith('New on Journey Canvas'));
    expect(digest.html).toContain(post.title);
    expect(digest.text).toContain(`${SITE}/articles/${post.slug}`);
    expect(digest.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const nothingNew = await call('/api/admin/newsletter-sends/digest', { method: 'POST', body: {} });
    expect(nothingNew.status).toBe(400);

    // Switched on for this very hour: the cron task sends the week's digest by itself, once.
    const later = await publish({ title: `Weekly story ${Date.now()}` });
    const hour = new Date();
    const settings = await call('/api/admin/newsletter-settings', {
      method: 'PUT',
      body: { digestEnabled: true, digestWeekday: ((hour.getUTCDay() + 6) % 7) + 1, digestHour: hour.getUTCHours() },
    });
    expect(settings.body).toMatchObject({ digestEnabled: true, sending: true, batchSize: 2 });
    await mail.waitFor((message) => to(reader)(message) && message.html.includes(later.title), 20_000);
    await settle();
    expect(messagesTo(reader).filter((message) => message.html.includes(later.title))).toHaveLength(1);

    // A week of more stories than one email lists: the rest are counted, with a link to them all.
    const week = `Busy week ${Date.now()}`;
    for (let n = 1; n <= DIGEST_MAX_STORIES + 1; n += 1) await publish({ title: `${week} ${n}` });
    expect((await call('/api/admin/newsletter-sends/digest', { method: 'POST', body: {} })).status).toBe(201);
    const busy = await mail.waitFor((message) => to(reader)(message) && message.html.includes(week));
    expect(busy.subject).toBe(`New on Journey Canvas: ${week} ${DIGEST_MAX_STORIES + 1} and ${DIGEST_MAX_STORIES} more`);
    expect(busy.html).not.toContain(`${week} 1<`);
    expect(busy.html).toContain('And 1 more new story this week');
    expect(busy.text).toContain(`And 1 more new story this week: ${SITE}/articles`);
    const bad = await call('/api/admin/newsletter-settings', { method: 'PUT', body: { digestHour: 24 } });
    expect(bad.status).toBe(400);
  });

  it('exports subscribers as CSV and removes one, with anything still queued for it', async () => {
    const reader = `csv-${Date.now()}@example.com`;
    await confirmed(reader);
    const csv = await call('/api/admin/subscribers/export');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribed_at');
    expect(csv.text).toContain(`"${reader}","confirmed"`);
    const [row] = (await call(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: reader }))}`)).body;
    expect((await call(`/api/admin/subscribers/${row.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: reader }))}`)).body).toEqual([]);
    expect((await call(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ status: 'gone' }))}`)).status).toBe(
      400,
    );
  });

  it('e-mails a staff invitation the same way, with the link the answer gives for copying', async () => {
    const to = `invite-${Date.now()}@example.com`;
    const invited = await call('/api/admin/staff', { body: { email: to, role: 'author' } });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ email: to, status: 'invited', emailed: true });
    const invitation = await mail.waitFor((message) => message.to.includes(to));
    expect(invitation.subject).toBe('Your invitation to Journey Canvas');
    expect(invitation.text).toContain(invited.body.inviteUrl);
    expect(invitation.text).toContain('as Author');
    expect(invitation.from).toMatch(/news@journeycanvas\.example/);
  });

  it("writes a subscriber's emails in the language they signed up in, each story in it where it is translated", async () => {
    expect((await call('/api/admin/site-settings', { method: 'PUT', body: { languages: ['en', 'fr'] } })).status).toBe(200);
    const unknown = await subscribe(`nowhere-${Date.now()}@example.com`, 'zz');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(LANGUAGE_MESSAGES.notSiteLanguage('zz', ['en', 'fr']));

    const lecteur = `lecteur-${Date.now()}@example.com`;
    await subscribe(lecteur, 'fr');
    const confirmation = await mail.waitFor(to(lecteur));
    expect(confirmation.subject).toBe('Confirmez votre abonnement à Journey Canvas');
    expect(confirmation.html).toContain('<html lang="fr">');
    expect(confirmation.text).toContain(`Confirmer mon abonnement: ${SITE}/fr/newsletter/confirm?token=`);
    expect(confirmation.header('List-Unsubscribe')).toMatch(new RegExp(`^<${SITE}/fr/newsletter/unsubscribe\\?token=`));
    const confirm = { token: tokenOf(linkIn(confirmation, '/fr/newsletter/confirm')) };
    expect((await call('/api/newsletter/confirm', { body: confirm, auth: false })).status).toBe(200);
    const reader = `english-${Date.now()}@example.com`;
    await confirmed(reader);

    // Translated before the default language is published: the French reader gets the French story.
    const post = await publish({ emailSubscribers: true, status: 'draft', title: `Ferry to Hydra ${Date.now()}` });
    const french = await call(`/api/admin/blog-posts/${post.id}?locale=fr`, {
      method: 'PUT',
      body: {
        title: `Le ferry pour Hydra ${Date.now()}`,
        content: 'Le ferry est parti à l’aube et l’île est sortie de la brume. '.repeat(3),
        metaDescription: 'Une traversée à l’aube.',
      },
    });
    expect(french.status, french.text).toBe(200);
    await call(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', body: { status: 'published' } });
    const inFrench = await mail.waitFor((message) => to(lecteur)(message) && message.subject === french.body.title);
    expect(inFrench.html).toContain(`<a href="${SITE}/fr/articles/${french.body.slug}"`);
    expect(inFrench.html).toContain('Le ferry est parti à l’aube');
    expect(inFrench.text).toContain(`Lire toute l’histoire: ${SITE}/fr/articles/${french.body.slug}`);
    expect(inFrench.text).toContain(`Se désabonner: ${SITE}/fr/newsletter/unsubscribe?token=`);
    const inEnglish = await mail.waitFor((message) => to(reader)(message) && message.subject === post.title);
    expect(inEnglish.text).toContain(`Read the whole story: ${SITE}/articles/${post.slug}`);
    expect(await sendsOf(post.id)).toHaveLength(2);

    // Not translated: the English story, framed in French, at its English address.
    const untranslated = await publish({ emailSubscribers: true, title: `Night bus to Patras ${Date.now()}` });
    const fallback = await mail.waitFor((message) => to(lecteur)(message) && message.subject === untranslated.title);
    expect(fallback.text).toContain(`Lire toute l’histoire: ${SITE}/articles/${untranslated.slug}`);
    expect(fallback.html).toContain('<html lang="fr">');

    // The digest lists each story in the reader's language where it has one.
    expect((await call('/api/admin/newsletter-sends/digest', { method: 'POST', body: {} })).status).toBe(201);
    const digest = await mail.waitFor(
      (message) => to(lecteur)(message) && message.subject.startsWith('Nouveau sur Journey Canvas'),
    );
    expect(digest.html).toContain(french.body.title);
    expect(digest.html).toContain(untranslated.title);
    expect(digest.html).not.toContain(`>${post.title}<`);
    expect(digest.text).toContain(`${SITE}/fr/articles/${french.body.slug}`);
    const englishDigest = await mail.waitFor(
      (message) => to(reader)(message) && message.subject.startsWith('New on Journey Canvas'),
    );
    expect(englishDigest.html).toContain(post.title);
    expect(englishDigest.html).not.toContain(french.body.title);
  });

  it('keeps subscriptions without SMTP_URL and says that sending is off', async () => {
    const answer = await fetch(`${inject('cmsUrl')}/api/newsletter-subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { email: `off-${Date.now()}@example.com` } }),
    });
    expect(answer.status).toBe(202);
    expect(fs.readFileSync(inject('cmsLogFile'), 'utf8')).toContain('Mail: sending is off');
  });
});
