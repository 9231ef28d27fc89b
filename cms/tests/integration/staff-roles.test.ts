import { beforeAll, describe, expect, it } from 'vitest';
import { POST_RIGHTS, ROLE_MESSAGES, STAFF_MESSAGES, type StaffRole } from '@journey-canvas/shared';
import { accountToken, api, listQuery, login, panelToken, postBody, uploadImage } from '../support/api';
import { ask } from '../support/readers';

/**
 * The permission matrix of the staff roles (decision 045): every admin API route and REST write, for the
 * four staff roles and an anonymous visitor. A refusal is a 403 with a message, never a 500.
 */
type Who = StaffRole | 'anonymous';
const EVERYONE: Who[] = ['anonymous', 'contributor', 'author', 'editor', 'administrator'];
const STAFF: Who[] = ['contributor', 'author', 'editor', 'administrator'];
const PUBLISHERS: Who[] = ['author', 'editor', 'administrator'];
const EDITORS: Who[] = ['editor', 'administrator'];
const ADMINISTRATORS: Who[] = ['administrator'];

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

describe('staff roles', () => {
  const tokens = {} as Record<Who, string | undefined>;
  let adminToken: string;
  let imageId: number;

  beforeAll(async () => {
    adminToken = await login();
    tokens.anonymous = undefined;
    await Promise.all((STAFF as StaffRole[]).map(async (role) => (tokens[role] = await accountToken(role, role))));
    imageId = await uploadImage(adminToken);
  }, 60_000);

  /** A post the development Administrator wrote: another writer's, for everyone else. */
  async function othersPost(overrides: Record<string, unknown> = {}) {
    const created = await api('/api/admin/blog-posts', {
      token: adminToken,
      body: postBody([imageId], { status: 'draft', ...overrides }),
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  /** A draft written by `who` (by the Administrator for an anonymous visitor). */
  async function ownDraft(who: Who) {
    const token = tokens[who] ?? adminToken;
    const created = await api('/api/admin/blog-posts', { token, body: postBody([imageId], { status: 'draft' }) });
    expect(created.status).toBe(201);
    return created.body;
  }

  /** `who`'s own post, published by the Administrator when `who` cannot publish. */
  async function ownPublished(who: Who) {
    const post = await ownDraft(who);
    const published = await api(`/api/admin/blog-posts/${post.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { status: 'published' },
    });
    expect(published.status).toBe(200);
    return post;
  }

  async function ownTrashed(who: Who) {
    const post = await ownDraft(who);
    expect((await api(`/api/admin/blog-posts/${post.id}`, { method: 'DELETE', token: adminToken })).status).toBe(200);
    return post;
  }

  /** `reached`: the status an allowed call answers when the row's body is refused on its merits (a 400 proves the door opened). */
  const matrix: { name: string; allowed: Who[]; reached?: number; call: (who: Who) => Promise<Call> }[] = [
    { name: 'list posts', allowed: STAFF, call: async () => ({ method: 'GET', path: '/api/admin/blog-posts' }) },
    { name: 'read the own role', allowed: STAFF, call: async () => ({ method: 'GET', path: '/api/admin/me' }) },
    { name: 'read the stats', allowed: STAFF, call: async () => ({ method: 'GET', path: '/api/admin/blog-posts/stats' }) },
    {
      name: "open another writer's post",
      allowed: EDITORS,
      call: async () => ({ method: 'GET', path: `/api/admin/blog-posts/${(await othersPost()).id}` }),
    },
    {
      name: 'open an own post',
      allowed: STAFF,
      call: async (who) => ({ method: 'GET', path: `/api/admin/blog-posts/${(await ownDraft(who)).id}` }),
    },
    {
      name: 'change a stored file’s text (or the file) through the REST API',
      allowed: EDITORS,
      call: async () => ({
        method: 'POST',
        path: `/api/upload?id=${imageId}`,
        body: { fileInfo: { alternativeText: 'A valley at dawn' } },
      }),
    },
    {
      name: "preview another writer's draft",
      allowed: EDITORS,
      call: async () => ({
        method: 'POST',
        path: '/api/admin/blog-posts/preview',
        body: postBody([imageId], { id: (await othersPost()).id }),
      }),
    },
    {
      name: 'preview an own draft',
      allowed: STAFF,
      call: async (who) => ({
        method: 'POST',
        path: '/api/admin/blog-posts/preview',
        body: postBody([imageId], { id: (await ownDraft(who)).id }),
      }),
    },
    {
      name: 'create a draft',
      allowed: STAFF,
      call: async () => ({ method: 'POST', path: '/api/admin/blog-posts', body: postBody([imageId], { status: 'draft' }) }),
    },
    {
      name: 'create a published post',
      allowed: PUBLISHERS,
      call: async () => ({ method: 'POST', path: '/api/admin/blog-posts', body: postBody([imageId], { status: 'published' }) }),
    },
    {
      name: 'schedule a new post',
      allowed: PUBLISHERS,
      call: async () => ({
        method: 'POST',
        path: '/api/admin/blog-posts',
        body: postBody([imageId], { status: 'scheduled', scheduledAt: '2099-01-01T08:00:00Z' }),
      }),
    },
    {
      name: 'preview',
      allowed: STAFF,
      call: async () => ({ method: 'POST', path: '/api/admin/blog-posts/preview', body: postBody([imageId]) }),
    },
    {
      name: 'edit an own draft',
      allowed: STAFF,
      call: async (who) => ({
        method: 'PUT',
        path: `/api/admin/blog-posts/${(await ownDraft(who)).id}`,
        body: { title: 'Edited by its writer' },
      }),
    },
    {
      name: 'submit an own draft for review',
      allowed: STAFF,
      call: async (who) => ({
        method: 'PUT',
        path: `/api/admin/blog-posts/${(await ownDraft(who)).id}`,
        body: { status: 'review' },
      }),
    },
    {
      name: "edit another writer's post",
      allowed: EDITORS,
      call: async () => ({
        method: 'PUT',
        path: `/api/admin/blog-posts/${(await othersPost()).id}`,
        body: { title: 'Edited by someone else' },
      }),
    },
    {
      name: 'edit an own published post',
      allowed: PUBLISHERS,
      call: async (who) => ({
        method: 'PUT',
        path: `/api/admin/blog-posts/${(await ownPublished(who)).id}`,
        body: { title: 'Edited live' },
      }),
    },
    {
      name: 'unpublish an own post',
      allowed: PUBLISHERS,
      call: async (who) => ({ method: 'POST', path: `/api/admin/blog-posts/${(await ownPublished(who)).id}/unpublish` }),
    },
    {
      name: "unpublish another writer's post",
      allowed: EDITORS,
      call: async () => ({
        method: 'POST',
        path: `/api/admin/blog-posts/${(await othersPost({ status: 'published' })).id}/unpublish`,
      }),
    },
    {
      name: 'move an own post to the Trash',
      allowed: PUBLISHERS,
      call: async (who) => ({ method: 'DELETE', path: `/api/admin/blog-posts/${(await ownDraft(who)).id}` }),
    },
    {
      name: "move another writer's post to the Trash",
      allowed: EDITORS,
      call: async () => ({ method: 'DELETE', path: `/api/admin/blog-posts/${(await othersPost()).id}` }),
    },
    {
      name: 'restore an own post from the Trash',
      allowed: PUBLISHERS,
      call: async (who) => ({ method: 'POST', path: `/api/admin/blog-posts/${(await ownTrashed(who)).id}/restore` }),
    },
    {
      name: 'delete an own post for good',
      allowed: EDITORS,
      call: async (who) => ({ method: 'DELETE', path: `/api/admin/blog-posts/${(await ownTrashed(who)).id}?permanent=true` }),
    },
    {
      name: 'send a post in review back',
      allowed: EDITORS,
      call: async () => {
        const post = await othersPost({ status: 'review' });
        return { method: 'POST', path: `/api/admin/blog-posts/${post.id}/send-back`, body: { note: 'Add the opening hours.' } };
      },
    },
    {
      name: "read another writer's revisions",
      allowed: EDITORS,
      call: async () => ({
        method: 'GET',
        path: `/api/admin/revisions${listQuery({ filter: { post: (await othersPost()).id } })}`,
      }),
    },
    {
      name: 'read own revisions',
      allowed: STAFF,
      call: async (who) => ({
        method: 'GET',
        path: `/api/admin/revisions${listQuery({ filter: { post: (await ownDraft(who)).id } })}`,
      }),
    },
    {
      name: "autosave another writer's post",
      allowed: EDITORS,
      call: async () => ({
        method: 'PUT',
        path: '/api/admin/revisions/autosave',
        body: { post: (await othersPost()).id, fields: { title: 'Autosaved elsewhere' } },
      }),
    },
    {
      name: 'autosave an own post',
      allowed: STAFF,
      call: async (who) => ({
        method: 'PUT',
        path: '/api/admin/revisions/autosave',
        body: { post: (await ownDraft(who)).id, fields: { title: 'Autosaved by its writer' } },
      }),
    },
    {
      name: 'create a post through REST',
      allowed: EDITORS,
      call: async () => ({ method: 'POST', path: '/api/blog-posts', body: { data: postBody([imageId]) } }),
    },
    {
      name: 'change a post through REST',
      allowed: EDITORS,
      call: async (who) => ({
        method: 'PUT',
        path: `/api/blog-posts/${(await ownPublished(who)).id}`,
        body: { data: { title: 'Changed over REST' } },
      }),
    },
    {
      name: 'delete a post through REST',
      allowed: EDITORS,
      call: async (who) => ({ method: 'DELETE', path: `/api/blog-posts/${(await ownPublished(who)).id}` }),
    },
    { name: 'list redirects', allowed: EDITORS, call: async () => ({ method: 'GET', path: '/api/admin/redirects' }) },
    { name: 'read the activity log', allowed: EDITORS, call: async () => ({ method: 'GET', path: '/api/admin/activity' }) },
    { name: 'read reader messages', allowed: EDITORS, call: async () => ({ method: 'GET', path: '/api/contact-messages' }) },
    {
      name: 'read newsletter subscriptions',
      allowed: EDITORS,
      call: async () => ({ method: 'GET', path: '/api/newsletter-subscriptions' }),
    },
    // Staff management and each person's own account.
    { name: 'list the staff', allowed: ADMINISTRATORS, call: async () => ({ method: 'GET', path: '/api/admin/staff' }) },
    {
      name: 'read a staff member',
      allowed: ADMINISTRATORS,
      call: async () => ({ method: 'GET', path: `/api/admin/staff/${(await invited()).id}` }),
    },
    {
      name: 'invite someone',
      allowed: ADMINISTRATORS,
      call: async () => ({ method: 'POST', path: '/api/admin/staff', body: { email: uniqueEmail(), role: 'author' } }),
    },
    {
      name: "change someone's role",
      allowed: ADMINISTRATORS,
      call: async () => ({ method: 'PUT', path: `/api/admin/staff/${(await invited()).id}`, body: { role: 'editor' } }),
    },
    {
      name: 'suspend someone',
      allowed: ADMINISTRATORS,
      call: async () => ({ method: 'PUT', path: `/api/admin/staff/${(await invited()).id}`, body: { status: 'suspended' } }),
    },
    {
      name: "revoke someone's sessions",
      allowed: ADMINISTRATORS,
      call: async () => ({ method: 'POST', path: `/api/admin/staff/${await accountId('author')}/revoke-sessions` }),
    },
    {
      name: 'read the own two-step sign-in',
      allowed: STAFF,
      call: async () => ({ method: 'GET', path: '/api/admin/account/two-factor' }),
    },
    {
      name: 'start setting up two-step sign-in',
      allowed: STAFF,
      call: async () => ({ method: 'POST', path: '/api/admin/account/two-factor/setup', body: {} }),
    },
    {
      name: 'confirm two-step sign-in',
      allowed: STAFF,
      reached: 400,
      call: async () => ({ method: 'POST', path: '/api/admin/account/two-factor/confirm', body: { code: '000000' } }),
    },
    {
      name: 'turn two-step sign-in off',
      allowed: STAFF,
      reached: 400,
      call: async () => ({ method: 'POST', path: '/api/admin/account/two-factor/disable', body: { password: 'not-it' } }),
    },
    {
      name: 'change the own password',
      allowed: STAFF,
      reached: 400,
      call: async () => ({
        method: 'PUT',
        path: '/api/admin/account/password',
        body: { currentPassword: 'not-it', password: 'A-long-enough-password-1' },
      }),
    },
    { name: 'read the site settings', allowed: EVERYONE, call: async () => ({ method: 'GET', path: '/api/site-setting' }) },
    {
      name: "read Settings' site details",
      allowed: ADMINISTRATORS,
      call: async () => ({ method: 'GET', path: '/api/admin/site-settings' }),
    },
    {
      name: "change Settings' site details",
      allowed: ADMINISTRATORS,
      call: async () => ({ method: 'PUT', path: '/api/admin/site-settings', body: {} }),
    },
    {
      name: 'open an invitation link',
      allowed: EVERYONE,
      reached: 400,
      call: async () => ({ method: 'POST', path: '/api/staff/invitations/check', body: { token: 'forged' } }),
    },
    {
      name: 'accept an invitation',
      allowed: EVERYONE,
      reached: 400,
      call: async () => ({
        method: 'POST',
        path: '/api/staff/invitations/accept',
        body: { token: 'forged', password: 'A-long-enough-password-1' },
      }),
    },
    // Reader questions, tags, subscribers and the newsletter (READER_RIGHTS).
    { name: 'list questions to moderate', allowed: EDITORS, call: async () => ({ method: 'GET', path: '/api/admin/comments' }) },
    {
      name: 'approve a question',
      allowed: EDITORS,
      call: async () => ({ method: 'PUT', path: `/api/admin/comments/${await pendingQuestion()}`, body: { status: 'approved' } }),
    },
    {
      name: 'delete a question',
      allowed: EDITORS,
      call: async () => ({ method: 'DELETE', path: `/api/admin/comments/${await pendingQuestion()}` }),
    },
    {
      name: 'read tags (the post form’s suggestions)',
      allowed: STAFF,
      call: async () => ({ method: 'GET', path: '/api/admin/tags' }),
    },
    {
      name: 'rename a tag',
      allowed: EDITORS,
      call: async (who) => ({
        method: 'PUT',
        path: `/api/admin/tags/${await someTag()}`,
        body: { name: `Renamed by ${who} ${Date.now()}` },
      }),
    },
    { name: 'list subscribers', allowed: EDITORS, call: async () => ({ method: 'GET', path: '/api/admin/subscribers' }) },
    {
      name: 'export subscribers',
      allowed: EDITORS,
      call: async () => ({ method: 'GET', path: '/api/admin/subscribers/export' }),
    },
    {
      name: 'list newsletter sends',
      allowed: EDITORS,
      call: async () => ({ method: 'GET', path: '/api/admin/newsletter-sends' }),
    },
    {
      name: 'read newsletter settings',
      allowed: EDITORS,
      call: async () => ({ method: 'GET', path: '/api/admin/newsletter-settings' }),
    },
    {
      name: 'change newsletter settings',
      allowed: EDITORS,
      call: async () => ({ method: 'PUT', path: '/api/admin/newsletter-settings', body: { digestEnabled: false } }),
    },
    {
      name: 'tick "Email this story to subscribers" on an own draft',
      allowed: EDITORS,
      call: async (who) => ({
        method: 'PUT',
        path: `/api/admin/blog-posts/${(await ownDraft(who)).id}`,
        body: { emailSubscribers: true },
      }),
    },
  ];

  let emails = 0;
  const uniqueEmail = () => `matrix-${Date.now()}-${(emails += 1)}@example.com`;
  /** Someone just invited, for the rows that change a person. */
  const invited = async () =>
    (await api('/api/admin/staff', { token: adminToken, body: { email: uniqueEmail(), role: 'author' } })).body;
  /** A throwaway signed-in account of that role, whose sessions a row may end. */
  const accountId = async (role: StaffRole) => {
    const token = await accountToken(role, `revoked-${role}`);
    return (await api('/api/users/me', { token })).body.id;
  };
  /** A question waiting for moderation on a live story. */
  async function pendingQuestion(): Promise<string> {
    const story = await othersPost({ status: 'published' });
    expect((await ask(story.id)).status).toBe(202);
    const pending = await api(`/api/admin/comments${listQuery({ filter: { post: story.id } })}`, { token: adminToken });
    return pending.body[0].id;
  }

  /** A tag on a story of its own. */
  async function someTag(): Promise<string> {
    const name = `Matrix ${Date.now()}`;
    await othersPost({ tags: [name] });
    const tags = await api(`/api/admin/tags${listQuery({ filter: { q: name } })}`, { token: adminToken });
    return tags.body[0].id;
  }

  for (const row of matrix) {
    it(`${row.name}: ${row.allowed.join(', ')} only`, async () => {
      for (const who of EVERYONE) {
        const call = await row.call(who);
        const response = await api(call.path, { method: call.method, token: tokens[who], body: call.body });
        const outcome = `${who} ${call.method} ${call.path} → ${response.status} ${JSON.stringify(response.body?.error ?? '')}`;
        if (row.allowed.includes(who) && row.reached) expect(response.status, outcome).toBe(row.reached);
        else if (row.allowed.includes(who)) expect(response.status, outcome).toBeLessThan(300);
        else {
          expect(response.status, outcome).toBe(403);
          expect(response.body.error.message, outcome).not.toBe('Forbidden');
          expect(response.body.error.message, outcome).toMatch(/\w/);
        }
      }
    }, 120_000);
  }

  it('lists only their own posts to Contributors and Authors, and every post to Editors', async () => {
    const mine = await ownDraft('contributor');
    const theirs = await othersPost();
    const listed = async (who: StaffRole) => {
      const list = await api(`/api/admin/blog-posts${listQuery({ range: [0, 99] })}`, { token: tokens[who] });
      return list.body.map((post: any) => post.id);
    };
    expect(await listed('contributor')).toContain(mine.id);
    expect(await listed('contributor')).not.toContain(theirs.id);
    expect(await listed('author')).not.toContain(mine.id);
    expect(await listed('editor')).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('refuses a Contributor forging status, publishedAt or the author account, changing nothing', async () => {
    const post = await ownDraft('contributor');
    const token = tokens.contributor;
    for (const [body, message] of [
      [{ status: 'published' }, ROLE_MESSAGES.publishNotAllowed],
      [{ status: 'scheduled', scheduledAt: '2099-01-01T08:00:00Z' }, ROLE_MESSAGES.publishNotAllowed],
      [{ scheduledAt: '2099-01-01T08:00:00Z' }, ROLE_MESSAGES.publishNotAllowed],
      [{ publishedAt: '2020-01-01T08:00:00Z', title: 'Forged' }, ROLE_MESSAGES.publishedAtForged],
      [{ createdByAdmin: 'someone-else@example.com', title: 'Forged' }, ROLE_MESSAGES.ownerForged],
    ] as const) {
      const response = await api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body });
      expect(response.status).toBe(403);
      expect(response.body.error.message, JSON.stringify({ body, answer: response.body })).toBe(message);
    }
    const created = await api('/api/admin/blog-posts', {
      token,
      body: postBody([imageId], { createdByAdmin: 'someone-else@example.com' }),
    });
    expect(created.status).toBe(403);
    const stored = await api(`/api/admin/blog-posts/${post.id}`, { token });
    expect(stored.body).toMatchObject({
      title: post.title,
      status: 'draft',
      publishedAt: null,
      createdByAdmin: post.createdByAdmin,
    });
    // A new post without a status is a draft for a Contributor, not published as for an Author.
    const plain = await api('/api/admin/blog-posts', { token, body: postBody([imageId]) });
    expect(plain.body.status).toBe('draft');
  });

  it('takes a post through review: submitted, sent back with a note, resubmitted, approved', async () => {
    const post = await ownDraft('contributor');
    const put = (token: string | undefined, body: object) =>
      api(`/api/admin/blog-posts/${post.id}`, { method: 'PUT', token, body });
    expect((await put(tokens.contributor, { status: 'review' })).body.status).toBe('review');
    const inReview = await api(`/api/admin/blog-posts${listQuery({ filter: { status: 'review' } })}`, { token: tokens.editor });
    expect(inReview.body.map((row: any) => row.id)).toContain(post.id);
    expect((await api('/api/admin/blog-posts/stats', { token: tokens.editor })).body.inReview).toBeGreaterThan(0);

    const empty = await api(`/api/admin/blog-posts/${post.id}/send-back`, { token: tokens.editor, body: { note: '  ' } });
    expect(empty.status).toBe(400);
    const back = await api(`/api/admin/blog-posts/${post.id}/send-back`, {
      token: tokens.editor,
      body: { note: 'Say when it opens.' },
    });
    expect(back.body).toMatchObject({ status: 'draft', reviewNote: 'Say when it opens.' });
    expect((await api(`/api/admin/blog-posts/${post.id}`, { token: tokens.contributor })).body.reviewNote).toBe(
      'Say when it opens.',
    );
    const again = await api(`/api/admin/blog-posts/${post.id}/send-back`, { token: tokens.editor, body: { note: 'Twice' } });
    expect(again.body.error.message).toBe(ROLE_MESSAGES.notInReview);

    expect((await put(tokens.contributor, { status: 'review' })).body).toMatchObject({ status: 'review', reviewNote: null });
    expect((await put(tokens.editor, { status: 'published' })).body.status).toBe('published');

    const log = await api(`/api/admin/activity${listQuery({ filter: { post: post.id }, range: [0, 49] })}`, {
      token: adminToken,
    });
    const actions = log.body.map((entry: any) => entry.action);
    expect(actions.filter((action: string) => action === 'submit')).toHaveLength(2);
    expect(actions.filter((action: string) => action === 'approve')).toHaveLength(1);
    expect(actions).toEqual(expect.arrayContaining(['send-back', 'approve', 'publish']));
  });

  it('approves a post in review whichever door publishes or schedules it: the mark and note go, the log says so', async () => {
    const collection = '/content-manager/collection-types/api::blog-post.blog-post';
    const scheduledAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const inReview = async () => (await api('/api/admin/blog-posts/stats', { token: tokens.editor })).body.inReview;
    const doors: [door: string, outcome: string, approve: (id: string) => Promise<{ status: number }>][] = [
      [
        'rest',
        'published',
        (id) => api(`/api/blog-posts/${id}?status=published`, { method: 'PUT', token: tokens.editor, body: { data: {} } }),
      ],
      ['panel', 'published', (id) => api(`${collection}/${id}/actions/publish`, { token: panelToken(), body: {} })],
      [
        'rest',
        'scheduled',
        (id) =>
          api(`/api/blog-posts/${id}?status=draft`, { method: 'PUT', token: tokens.editor, body: { data: { scheduledAt } } }),
      ],
      [
        'admin',
        'scheduled',
        (id) =>
          api(`/api/admin/blog-posts/${id}`, { method: 'PUT', token: tokens.editor, body: { status: 'scheduled', scheduledAt } }),
      ],
    ];
    for (const [door, outcome, approve] of doors) {
      const post = await ownDraft('contributor');
      const submitted = await api(`/api/admin/blog-posts/${post.id}`, {
        method: 'PUT',
        token: tokens.contributor,
        body: { status: 'review' },
      });
      expect(submitted.body.status).toBe('review');
      const waiting = await inReview();

      const approved = await approve(post.id);
      expect(approved.status, `${door} ${outcome}: ${JSON.stringify(approved)}`).toBe(200);
      expect((await api(`/api/admin/blog-posts/${post.id}`, { token: adminToken })).body).toMatchObject({
        status: outcome,
        reviewNote: null,
      });
      expect(await inReview(), `${door} ${outcome}`).toBe(waiting - 1);
      const log = await api(`/api/admin/activity${listQuery({ filter: { post: post.id, action: 'approve' } })}`, {
        token: adminToken,
      });
      expect(log.body, `${door} ${outcome}`).toEqual([expect.objectContaining({ door, detail: outcome })]);
      if (outcome === 'published') {
        // Unpublished, it is a draft again, not back in review.
        const unpublished = await api(`/api/admin/blog-posts/${post.id}/unpublish`, { token: adminToken, body: {} });
        expect(unpublished.body.status).toBe('draft');
      }
    }
  });

  it('tells each account its own role', async () => {
    for (const role of STAFF as StaffRole[]) {
      const me = await api('/api/admin/me', { token: tokens[role] });
      expect(me.body).toMatchObject({ role, rights: POST_RIGHTS[role] });
    }
  });

  it('has the four staff roles, Blog Admin become the Administrator, and no others', async () => {
    const roles = await api('/users-permissions/roles', { token: panelToken() });
    const types = roles.body.roles.map((role: any) => role.type).sort();
    expect(types).toEqual(['administrator', 'authenticated', 'author', 'contributor', 'editor', 'public']);
  });

  it("keeps the staff roles from deletion in Strapi's panel, with their people", async () => {
    const before = (await api('/users-permissions/roles', { token: panelToken() })).body.roles;
    for (const role of before.filter((entry: any) => STAFF.includes(entry.type))) {
      const deleted = await api(`/users-permissions/roles/${role.id}`, { method: 'DELETE', token: panelToken() });
      expect(deleted.status, role.type).toBe(400);
      expect(deleted.body.error.message).toBe(STAFF_MESSAGES.staffRoleKept);
    }
    const after = (await api('/users-permissions/roles', { token: panelToken() })).body.roles;
    expect(after.map((role: any) => [role.type, role.nb_users])).toEqual(before.map((role: any) => [role.type, role.nb_users]));
    expect((await api('/api/admin/me', { token: tokens.administrator })).status).toBe(200);
  });

  it('refuses an account without a staff role with a 403 and a message', async () => {
    const reader = await accountToken('authenticated', 'reader');
    const response = await api('/api/admin/blog-posts', { token: reader });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(ROLE_MESSAGES.roleForbidden);
    const anonymous = await api('/api/admin/blog-posts');
    expect(anonymous.body.error.message).toBe(ROLE_MESSAGES.signInRequired);
  });
});
