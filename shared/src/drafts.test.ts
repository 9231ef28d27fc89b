import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-signature';
import { readPreviewToken, signPreviewToken } from './preview-token';
import { scheduleProblem } from './schedule';
import { imageTextSchema } from './schemas/image-text';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('scheduleProblem', () => {
  const now = Date.parse('2026-05-01T08:00:00Z');
  it('takes a real time in the future', () => {
    expect(scheduleProblem('2026-05-01T08:01:00Z', now)).toBeUndefined();
    expect(scheduleProblem(new Date(now + 1000), now)).toBeUndefined();
  });
  it('refuses a missing, unreadable or past time with a clear message', () => {
    expect(scheduleProblem(null, now)).toBe('Choose when this story should be published');
    expect(scheduleProblem('tomorrow morning', now)).toBe('Enter a valid publish date and time');
    expect(scheduleProblem('2026-05-01T07:59:00Z', now)).toBe('The publish time must be in the future');
    expect(scheduleProblem('2026-05-01T08:00:00Z', now)).toBe('The publish time must be in the future');
  });
  it('takes a time only with its zone, Z or an offset, and never with control characters', () => {
    expect(scheduleProblem('2026-05-01T09:59:00+02:00', now)).toBe('The publish time must be in the future');
    expect(scheduleProblem('2026-05-01T12:00:00.000+02:00', now)).toBeUndefined();
    const withoutZone = 'Give the publish time with its time zone: Z or an offset such as +02:00';
    expect(scheduleProblem('2030-01-01T00:00:00', now)).toBe(withoutZone);
    expect(scheduleProblem('2030-01-01T00:00', now)).toBe(withoutZone);
    for (const bad of [
      '2030-01-01 00:00:00',
      '2030-01-01T00:00:00Z\0',
      '2030-01-01T00:00:00Z\n',
      '2030-02-31T00:00:00Z',
      '2030-01-01',
      5,
    ]) {
      expect(scheduleProblem(bad, now)).toBe('Enter a valid publish date and time');
    }
    expect(scheduleProblem(new Date(Number.NaN), now)).toBe('Enter a valid publish date and time');
  });
});

describe('image text', () => {
  it('trims, stores an empty text as none, and leaves out what was not sent', () => {
    expect(imageTextSchema.parse({ id: 3, alternativeText: '  A lake  ', caption: '' })).toEqual({
      id: 3,
      alternativeText: 'A lake',
      caption: null,
    });
    expect(imageTextSchema.parse({ id: 3 })).toEqual({ id: 3 });
  });
  it('refuses control characters', () => {
    const result = imageTextSchema.safeParse({ id: 3, alternativeText: 'A\u0000lake', caption: 'Dusk\u001f' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Alt text cannot contain control characters',
      'Caption cannot contain control characters',
    ]);
  });
  it('bounds the lengths', () => {
    const result = imageTextSchema.safeParse({ id: 3, alternativeText: 'a'.repeat(251), caption: 'c'.repeat(501) });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Alt text must be 250 characters or less',
      'Caption must be 500 characters or less',
    ]);
  });
});

describe('imageTypeOf', () => {
  it('reads JPEG, PNG and WebP signatures, whatever the name', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(imageTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
  });
  it('refuses text, SVG, GIF and short files', () => {
    expect(imageTypeOf(bytes('Just some notes'))).toBeUndefined();
    expect(imageTypeOf(bytes('<svg xmlns='))).toBeUndefined();
    expect(imageTypeOf(bytes('GIF89a'))).toBeUndefined();
    expect(imageTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(imageTypeOf(bytes(0xff))).toBeUndefined();
  });
});

describe('preview tokens', () => {
  const secret = 'a shared secret for tests only';
  const now = Date.parse('2026-05-01T08:00:00Z');

  it('carry what to show until they expire, an hour later', async () => {
    const { token, expiresAt } = await signPreviewToken({ kind: 'document', id: 'abc', status: 'draft' }, secret, { now });
    expect(expiresAt.toISOString()).toBe('2026-05-01T09:00:00.000Z');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await readPreviewToken(token, secret, now + 59 * 60 * 1000)).toEqual({
      ok: true,
      claims: { kind: 'document', id: 'abc', status: 'draft', exp: expiresAt.getTime() },
    });
    expect(await readPreviewToken(token, secret, now + 60 * 60 * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when forged, altered or signed with another secret', async () => {
    const { token } = await signPreviewToken({ kind: 'snapshot', id: 's1' }, secret, { now });
    const [payload, signature] = token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ kind: 'snapshot', id: 's2', exp: now + 1e9 })).toString('base64url');
    for (const bad of [`${altered}.${signature}`, `${payload}.${signature.slice(1)}`, payload, `${token}.x`, '', '..']) {
      expect(await readPreviewToken(bad, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await readPreviewToken(token, 'another secret', now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
