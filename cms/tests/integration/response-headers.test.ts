import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';

describe('response headers', () => {
  it('never name the server software', async () => {
    for (const path of ['/api/blog-posts', '/api/no-such-route', '/admin', '/_health']) {
      const response = await fetch(`${inject('cmsUrl')}${path}`);
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
    expect((await api('/api/auth/local', { body: {} })).headers.get('x-powered-by')).toBeNull();
  });
});
