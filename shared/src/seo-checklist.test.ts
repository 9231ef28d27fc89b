import { describe, expect, it } from 'vitest';
import { isReadableSlug, seoChecklist, seoScore } from './seo-checklist';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

const complete = {
  title: 'Street food in Bangkok from dawn to midnight',
  metaDescription: 'Where to eat in Bangkok from breakfast to midnight: the stalls, the dishes and what they cost.',
  content: `## Breakfast\n\n${words(320)}`,
  images: [{ alternativeText: 'A cook tossing noodles over a flame' }],
};

const passed = (post: Parameters<typeof seoChecklist>[0]) =>
  Object.fromEntries(seoChecklist(post).map((check) => [check.id, check.passed]));

describe('the SEO checklist', () => {
  it('passes a complete story and scores it 100', () => {
    expect(Object.values(passed(complete)).every(Boolean)).toBe(true);
    expect(seoScore(complete)).toBe(100);
  });

  it('flags each problem on its own, with what was found', () => {
    const checks = seoChecklist({
      title: 'Bangkok',
      metaDescription: 'Too short',
      content: `# Only a top heading\n\n### and a small one\n\n${words(120)}`,
      images: [{ alternativeText: 'ok' }, { alternativeText: '  ' }, {}],
    });
    expect(Object.fromEntries(checks.map((check) => [check.id, `${check.passed} ${check.detail}`]))).toEqual({
      title: 'false 7 characters',
      metaDescription: 'false 9 characters',
      altText: 'false 2 of 3 missing',
      heading: 'false 0 headings',
      words: 'false 128 words',
      slug: 'true /articles/bangkok',
    });
    expect(seoScore({ title: 'Bangkok' })).toBe(17);
  });

  it('judges the search title: the meta title when there is one', () => {
    expect(passed({ ...complete, metaTitle: 'Short' }).title).toBe(false);
    expect(passed({ ...complete, title: 'x', metaTitle: complete.title }).title).toBe(true);
  });

  it('counts the pictures written into the story with the featured ones', () => {
    const content = `${complete.content}\n\n![Night market stalls](/uploads/stalls.jpg) ![](/uploads/wok.jpg)`;
    expect(seoChecklist({ ...complete, content }).find((check) => check.id === 'altText')).toMatchObject({
      passed: false,
      detail: '1 of 3 missing',
    });
  });

  it('counts a post without images as missing alt text', () => {
    expect(seoChecklist({ ...complete, images: [] }).find((check) => check.id === 'altText')).toMatchObject({
      passed: false,
      detail: 'No images yet',
    });
  });

  it('reads the stored slug, or makes one from the title', () => {
    expect(isReadableSlug('street-food-in-bangkok')).toBe(true);
    expect(isReadableSlug('2024-03-04-12345')).toBe(false);
    expect(isReadableSlug('Street_Food')).toBe(false);
    expect(isReadableSlug('a-b-c-d-e-f-g-h-i')).toBe(false);
    expect(passed({ ...complete, slug: 'x'.repeat(61) }).slug).toBe(false);
    expect(seoChecklist({ title: '' }).find((check) => check.id === 'slug')?.passed).toBe(false);
  });
});
