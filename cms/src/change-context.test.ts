import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { changeContext, runAsDoor } from './change-context';

/** Strapi's request context is an AsyncLocalStorage holding Koa's context; this one works the same way. */
function requestContext() {
  const storage = new AsyncLocalStorage<unknown>();
  return {
    run: (store: unknown, cb: () => Promise<unknown>) => storage.run(store, cb),
    get: () => storage.getStore(),
  } as never;
}

const request = (path: string, state: Record<string, unknown>) => ({ get: () => ({ path, state }) }) as never;
const editor = { username: 'ana', email: 'ana@example.com' };

describe('changeContext', () => {
  it('names the admin API and its signed-in user', () => {
    const ctx = request('/api/admin/blog-posts/abc', { user: editor, auth: { strategy: { name: 'users-permissions' } } });
    expect(changeContext(ctx)).toEqual({ actor: 'ana', door: 'admin' });
  });

  it("names Strapi's panel by its own sign-in, whatever the path", () => {
    const ctx = request('/content-manager/collection-types/api::blog-post.blog-post/abc', {
      user: { username: null, email: 'panel@example.com' },
      auth: { strategy: { name: 'admin' } },
    });
    expect(changeContext(ctx)).toEqual({ actor: 'panel@example.com', door: 'panel' });
  });

  it('calls any other request REST, signed in or not', () => {
    expect(changeContext(request('/api/blog-posts', { user: editor }))).toEqual({ actor: 'ana', door: 'rest' });
    expect(changeContext(request('/api/contact-messages', {}))).toEqual({ actor: null, door: 'rest' });
  });

  it('does not take a path that only looks like the admin API for it', () => {
    expect(changeContext(request('/api/administrators', { user: editor })).door).toBe('rest');
  });

  it('calls work outside any request the system', () => {
    expect(changeContext(requestContext())).toEqual({ actor: null, door: 'system' });
  });

  it('names the scheduler for work run as its door, with nobody as the actor', async () => {
    const context = requestContext();
    const seen = await runAsDoor('scheduler', async () => changeContext(context), context);
    expect(seen).toEqual({ actor: null, door: 'scheduler' });
    expect(changeContext(context).door).toBe('system');
  });

  it('names the Administrator who asked for an import, through the import door', async () => {
    const context = requestContext();
    const seen = await runAsDoor('import', async () => changeContext(context), context, 'ana@example.com');
    expect(seen).toEqual({ actor: 'ana@example.com', door: 'import' });
  });
});
