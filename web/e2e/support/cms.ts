import { DEV_ADMIN } from '@journey-canvas/shared/server';

/** Direct calls to the CMS under test, for arranging data and checking what the site stored. */
export const cmsUrl = () => process.env.E2E_CMS_URL!;

/** How many published posts the CMS holds, of one type or all. */
export async function publishedCount(postType?: string): Promise<number> {
  const filter = postType ? `&filters[postType][$eq]=${postType}` : '';
  const list = await cmsGet<{ meta: { pagination: { total: number } } }>(`/api/blog-posts?pagination[pageSize]=1${filter}`);
  return list.meta.pagination.total;
}

export async function adminToken(): Promise<string> {
  const response = await fetch(`${cmsUrl()}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()).jwt;
}

export async function cmsGet<T = any>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${cmsUrl()}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/** A JSON write as the admin; throws with the CMS's answer when it is refused. */
async function cmsWrite<T>(method: 'POST' | 'PUT', path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(`${cmsUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const cmsPost = <T = any>(path: string, body: unknown, token: string) => cmsWrite<T>('POST', path, body, token);

export const cmsPut = <T = any>(path: string, body: unknown, token: string) => cmsWrite<T>('PUT', path, body, token);

export async function cmsDelete(path: string, token: string): Promise<void> {
  const response = await fetch(`${cmsUrl()}${path}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`DELETE ${path}: ${response.status} ${await response.text()}`);
}

/** How long a sign-in to Strapi's panel is used: its sessions last longer, its sign-ins are scarce. */
const PANEL_SESSION_MS = 10 * 60_000;
let panelSession: { token: Promise<string>; until: number } | undefined;

/**
 * The development admin's token for Strapi's panel. Strapi lets an address sign in to its panel
 * five times in five minutes, and the run makes more staff accounts than that: one sign-in serves
 * them all for a while.
 */
function panelToken(): Promise<string> {
  if (!panelSession || Date.now() > panelSession.until) {
    const token = fetch(`${cmsUrl()}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEV_ADMIN),
    })
      .then((response) => response.json())
      .then((answer: { data?: { token?: string }; error?: unknown }) => {
        if (!answer.data?.token) throw new Error(`Strapi's panel refused the sign-in: ${JSON.stringify(answer.error)}`);
        return answer.data.token;
      })
      .catch((error: unknown) => {
        panelSession = undefined;
        throw error;
      });
    panelSession = { token, until: Date.now() + PANEL_SESSION_MS };
  }
  return panelSession.token;
}

/**
 * A new staff account with this role (`contributor`, `author`, `editor`, `administrator`), made as
 * an Administrator of Strapi's panel would; its email and password.
 */
export async function staffAccount(role: string, name: string): Promise<{ email: string; password: string }> {
  const token = await panelToken();
  const roles = await cmsGet<{ roles: { id: number; type: string }[] }>('/users-permissions/roles', token);
  const roleId = roles.roles.find((candidate) => candidate.type === role)!.id;
  const email = `${name}-${Date.now()}@example.com`;
  const password = 'Staff-password-1';
  await cmsPost(
    '/content-manager/collection-types/plugin::users-permissions.user',
    { username: email, email, password, confirmed: true, blocked: false, role: roleId },
    token,
  );
  return { email, password };
}
