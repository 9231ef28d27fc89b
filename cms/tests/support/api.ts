import http from 'node:http';
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
  /** The loopback address to send from (see `throwawayAddress`); 127.0.0.1 when not given. */
  from?: string;
}

/**
 * A loopback address of its own for a test that locks a login: the CMS counts failed sign-ins per
 * address, so failures sent from here never hold up the other tests' sign-ins from 127.0.0.1.
 */
export function throwawayAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  // Outside 127.0.0.0/24, whose addresses tests name (the trusted proxy's, behind-proxy.test.ts).
  return `127.${byte()}.${byte()}.${byte()}`;
}

/**
 * One HTTP call sent from a given local address (fetch cannot choose one), JSON in, JSON (or
 * nothing) out: to the CMS under test, or to a CMS a test started itself.
 */
export function callFrom<T = any>(
  url: string,
  localAddress: string,
  { method, body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const sent = { ...headers };
  if (json !== undefined) Object.assign(sent, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: method ?? (json === undefined ? 'GET' : 'POST'), headers: sent, localAddress },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const answered = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') answered.set(name, value);
          resolve({ status: response.statusCode!, headers: answered, body: text ? JSON.parse(text) : undefined });
        });
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}

/** One HTTP call to the CMS under test; JSON in, JSON (or nothing) out. */
export async function api<T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const method = options.method ?? (options.body !== undefined || options.form ? 'POST' : 'GET');
  if (options.from) {
    if (options.form) throw new Error('api: a form is not sent from another address');
    return callFrom(`${inject('cmsUrl')}${path}`, options.from, { method, body: options.body, headers });
  }
  const response = await fetch(`${inject('cmsUrl')}${path}`, {
    method,
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

/**
 * A new account with the role of `roleType` (`authenticated` for a plain reader, `contributor`, `author`, `editor` or `administrator` for a
 * colleague of the development admin), made as an editor would, through Strapi's panel API; its
 * sign-in token.
 */
export async function accountToken(roleType: string, name: string): Promise<string> {
  const { email, password } = await newAccount(roleType, name);
  return login(email, password);
}

/** A new account with the role of `roleType` (as `accountToken` makes it), not yet signed in: its email and password. */
export async function newAccount(roleType: string, name: string): Promise<{ email: string; password: string }> {
  const roles = await api('/users-permissions/roles', { token: panelToken() });
  const role = roles.body.roles.find((candidate: any) => candidate.type === roleType);
  const email = `${name}-${Date.now()}@example.com`;
  const password = 'Account-password-1';
  const created = await api('/content-manager/collection-types/plugin::users-permissions.user', {
    token: panelToken(),
    body: { username: email, email, password, confirmed: true, blocked: false, role: role.id },
  });
  expect(created.status).toBe(201);
  return { email, password };
}

/** A small real JPEG, optionally carrying EXIF GPS metadata. */
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

/**
 * A post's picture in tests: 480 px wide, narrower than every responsive size, so its upload makes
 * only a thumbnail. A 1200-px photo gains three sizes, each with an AVIF and a WebP rendition: one
 * to two seconds an upload on a busy machine, and tests make posts by the hundred. Tests of those
 * formats upload `jpeg()`.
 */
export const postPicture = () => jpeg({ width: 480, height: 320 });

/** Uploads a picture (a post's small one unless given) and returns its file id. */
export async function uploadImage(token: string, bytes?: Buffer): Promise<number> {
  const response = await uploadFile(token, bytes ?? (await postPicture()), 'picture.jpg', 'image/jpeg');
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

/** A post made through the admin API with a picture of its own (unless `overrides` gives its images). */
export async function createPost(token: string, overrides: Record<string, unknown> = {}) {
  const images = 'images' in overrides ? [] : [await uploadImage(token)];
  const response = await api('/api/admin/blog-posts', { token, body: postBody(images, overrides) });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
