import { describe, expect, it } from 'vitest';
import { redirectSchema } from './redirect';

const problems = (input: unknown) => {
  const parsed = redirectSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a redirect as an editor gives it', () => {
  it('takes a site path to a site path or a web address, 301 unless told, without trailing slashes', () => {
    expect(redirectSchema.parse({ from: '/old-name/', to: '/articles/new-name/' })).toEqual({
      from: '/old-name',
      to: '/articles/new-name',
      status: 301,
    });
    expect(redirectSchema.parse({ from: '/shop', to: 'https://shop.example/?a=1', status: 302 })).toMatchObject({
      to: 'https://shop.example/?a=1',
      status: 302,
    });
  });

  it('refuses scripts, other schemes, foreign paths, overlong paths and a redirect to itself', () => {
    const target = 'The target must be a path on this site, starting with /, or a web address starting with https:// or http://';
    expect(problems({ from: '/x', to: 'javascript:alert(1)' })).toEqual([target]);
    expect(problems({ from: '/x', to: 'JavaScript:alert(1)' })).toEqual([target]);
    expect(problems({ from: '/x', to: '//evil.example/' })).toEqual([target]);
    expect(problems({ from: '/x', to: 'data:text/html,hi' })).toEqual([target]);
    expect(problems({ from: 'x', to: '/y' })).toEqual([
      'The old path must be a path on this site, starting with / (no spaces, query or #)',
    ]);
    expect(problems({ from: '/a b', to: '/y' })).toHaveLength(1);
    expect(problems({ from: `/${'a'.repeat(2000)}`, to: '/y' })).toEqual(['The old path must be at most 500 characters']);
    expect(problems({ from: '/y', to: `/${'a'.repeat(2000)}` })).toEqual(['The target must be at most 500 characters']);
    expect(problems({ from: '/y/', to: '/y' })).toEqual(['A redirect cannot lead to its own path']);
    expect(problems({ from: '/x', to: '/y', status: 307 })).toEqual([
      'The status must be 301 (moved for good) or 302 (moved for now)',
    ]);
    expect(problems({ to: '/y' })).toEqual(['Enter the old path, such as /articles/old-name']);
  });

  it('stores one key for every spelling of a path, and refuses backslashes and /.well-known/ sources', () => {
    expect(redirectSchema.parse({ from: '/trip-%68/', to: '/trip-%67' })).toEqual({
      from: '/trip-h',
      to: '/trip-%67',
      status: 301,
    });
    expect(redirectSchema.parse({ from: '/a%2Fb', to: '/c' }).from).toBe('/a%2Fb');
    expect(redirectSchema.parse({ from: '/a%20b', to: '/c' }).from).toBe('/a%20b');
    expect(problems({ from: '/trip-%68', to: '/trip-h' })).toEqual(['A redirect cannot lead to its own path']);
    const target = 'The target must be a path on this site, starting with /, or a web address starting with https:// or http://';
    expect(problems({ from: '/x', to: '/\\evil.example' })).toEqual([target]);
    expect(problems({ from: '/x', to: '/ok\\x' })).toEqual([target]);
    expect(problems({ from: '/.well-known/acme-challenge/t', to: '/y' })).toEqual([
      'Addresses under /.well-known/ prove to other services that the site owns its domain: they cannot be redirected',
    ]);
    expect(problems({ from: '/.well-known-trips', to: '/y' })).toEqual([]);
  });
});
