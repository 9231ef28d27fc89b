import { describe, expect, inject, it } from 'vitest';
import { api, panelToken } from '../support/api';
import { storedTokens } from '../support/database';

/** Strapi's panel routes that make and list each kind of token, with a body the panel would send. */
const TOKEN_ROUTES: [string, object][] = [
  ['/admin/api-tokens', { name: 'Probe', description: '', type: 'full-access', lifespan: null }],
  ['/admin/admin-tokens', { name: 'Probe', description: '', permissions: [], lifespan: null }],
  ['/admin/transfer/tokens', { name: 'Probe', description: '', permissions: ['push', 'pull'], lifespan: null }],
];

describe("Strapi's API, admin and transfer tokens (decision 035)", () => {
  it('none is left after the first start, although Strapi makes two there, one with full access', async () => {
    expect(await storedTokens(inject('database'))).toEqual({ api: 0, transfer: 0 });
  });

  it("the panel's super admin can neither make nor list one, however the address is spelled", async () => {
    for (const [path, body] of TOKEN_ROUTES) {
      expect((await api(path, { token: panelToken(), body })).status, `POST ${path}`).toBe(404);
      expect((await api(path, { token: panelToken() })).status, `GET ${path}`).toBe(404);
    }
    for (const path of ['/admin/API-Tokens', '/admin/api-tokens/', '/admin/api%2Dtokens', '/admin/admin-tokens/1/regenerate']) {
      expect((await api(path, { token: panelToken(), body: {} })).status, path).toBe(404);
    }
    expect(await storedTokens(inject('database'))).toEqual({ api: 0, transfer: 0 });
  });
});

// That tokens an older version stored are deleted on the next start: restart.test.ts, which starts
// the CMS twice on one database anyway.
