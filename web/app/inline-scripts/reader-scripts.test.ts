import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_LIMITS,
  EMBEDS_SCRIPT,
  ERROR_REPORTS_SCRIPT,
  GALLERY_KEYS_SCRIPT,
  LANGUAGE_OFFER_SCRIPT,
  MENU_SCRIPT,
  SPECULATION_RULES,
} from './reader-scripts';

describe("reader pages' inline scripts", () => {
  it('are valid scripts, with the error limits filled in, and small', () => {
    for (const script of [ERROR_REPORTS_SCRIPT, MENU_SCRIPT]) {
      expect(() => new Function(script)).not.toThrow();
      expect(script).not.toMatch(/^\s*\/\//m);
      expect(script.length).toBeLessThan(1024);
    }
    expect(ERROR_REPORTS_SCRIPT).not.toContain('__LIMITS__');
    expect(ERROR_REPORTS_SCRIPT).toContain(JSON.stringify(CLIENT_ERROR_LIMITS));
  });

  it("for a story's facades and galleries are valid scripts of under a kilobyte, without comments", () => {
    for (const script of [EMBEDS_SCRIPT, GALLERY_KEYS_SCRIPT, LANGUAGE_OFFER_SCRIPT]) {
      expect(() => new Function(script)).not.toThrow();
      expect(script).not.toMatch(/^\s*(\/\/|\/\*)/m);
      expect(script.length).toBeLessThan(1024);
    }
  });

  it('speculate only on reader pages', () => {
    const rules = JSON.parse(SPECULATION_RULES) as Record<string, { where: { and: unknown[] }; eagerness: string }[]>;
    expect(rules.prefetch?.[0]?.eagerness).toBe('moderate');
    expect(rules.prerender?.[0]?.eagerness).toBe('conservative');
    const excluded = JSON.stringify(rules.prefetch?.[0]?.where.and[1]);
    for (const path of ['/admin/*', '/api/*', '/preview/*', '/newsletter/*', '/*.gpx']) expect(excluded).toContain(`"${path}"`);
  });
});
