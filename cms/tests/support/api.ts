import { DEV_ADMIN } from '@journey-canvas/shared/server';
import sharp from 'sharp';
import { expect, inject } from 'vitest';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

interface RequestOptions {
  method?: string;
  token?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** One HTTP call to the CMS under test; JSON in, JSON (or nothing) out. */
export async function api<T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${inject('cmsUrl')}${path}`, {
    method: options.method ?? (options.body !== undefined || options.form ? 'POST' : 'GET'),
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  // A file (the subscribers' CSV) is answered as its text.
  const file = /^text\//.test(response.headers.get('content-type') ?? '');
  return { status: response.status, headers: response.headers, body: text ? (file ? text : JSON.parse(text)) : undefined };
}

/**
 * A caller of the admin API's posts (`/api/admin/blog-posts` + path) signed in with the token that
 * `token()` answers at call time (tests sign in after they define it).
 */
export const adminPostsApi =
  (token: () => string) =>
  (path: string, body?: unknown, method?: string): Promise<ApiResponse> =>
    api(`/api/admin/blog-posts${path}`, { token: token(), body, method });

/** A 400's field errors (`error.details.errors`), as `{ path: message }`. */
export const fieldErrors = (body: any): Record<string, string> =>
  Object.fromEntries(body.error.details.errors.map((error: any) => [error.path.join('.'), error.message]));

/** ra-data-simple-rest's query string for a list call. */
export function listQuery(params: { sort?: [string, string]; range?: [number, number]; filter?: object }): string {
  const search = new URLSearchParams();
  if (params.sort) search.set('sort', JSON.stringify(params.sort));
  if (params.range) search.set('range', JSON.stringify(params.range));
  if (params.filter) search.set('filter', JSON.stringify(params.filter));
  return `?${search}`;
}

/** Strapi's panel token for the seeded admin (signed in once by the global setup). */
export const panelToken = () => inject('panelToken');

export async function login(identifier: string = DEV_ADMIN.email, password: string = DEV_ADMIN.password): Promise<string> {
  const response = await api('/api/auth/local', { body: { identifier, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.jwt;
}

/** A small real JPEG, optionally carrying EXIF GPS metadata. */
/**
 * A new account with the role of `roleType` (`authenticated` for a plain reader, `contributor`, `author`, `editor` or `administrator` for a
 * colleague of the development admin), made as an editor would, through Strapi's panel API; its
 * sign-in token.
 */
export async function accountToken(roleType: string, name: string): Promise<string> {
  const roles = await api('/users-permissions/roles', { token: panelToken() });
  const role = roles.body.roles.find((candidate: any) => candidate.type === roleType);
  const email = `${name}-${Date.now()}@example.com`;
  const created = await api('/content-manager/collection-types/plugin::users-permissions.user', {
    token: panelToken(),
    body: { username: email, email, password: 'Account-password-1', confirmed: true, blocked: false, role: role.id },
  });
  expect(created.status).toBe(201);
  return login(email, 'Account-password-1');
}

export function jpeg({ width = 1200, height = 800, withGps = false } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 160 } } });
  const tagged = withGps
    ? image.withExif({ IFD0: { Make: 'TestCam', Model: 'GPS 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
    : image;
  return tagged.jpeg({ quality: 80 }).toBuffer();
}

export async function uploadFile(token: string | undefined, bytes: Buffer | string, name: string, type: string) {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  return api('/api/upload', { method: 'POST', token, form });
}

/** Uploads a picture and returns its file id. */
export async function uploadImage(token: string): Promise<number> {
  const response = await uploadFile(token, await jpeg(), 'picture.jpg', 'image/jpeg');
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body[0].id;
}

let counter = 0;

/** A valid post body, as the admin app sends it; `overrides` replace any field. */
export function postBody(imageIds: number[], overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    postType: 'adventure',
    title: `Test story ${Date.now()}-${counter}`,
    content: 'We walked the ridge at dawn and watched the valley fill with light. '.repeat(3),
    author: 'Test Author',
    metaDescription: 'A test story.',
    images: imageIds,
    ...overrides,
  };
}

export async function createPost(token: string, overrides: Record<string, unknown> = {}) {
  const imageId = await uploadImage(token);
  const response = await api('/api/admin/blog-posts', { token, body: postBody([imageId], overrides) });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
