import { describe, expect, it } from 'vitest';
import {
  isLanguageCode,
  LANGUAGE_MESSAGES,
  languageDirection,
  pathInLanguage,
  siteLanguagesSchema,
  splitLanguagePath,
} from './languages';

describe('site languages (decision 100)', () => {
  it('take known codes, each once, the default first', () => {
    expect(siteLanguagesSchema.parse(['fr', 'en'])).toEqual(['fr', 'en']);
    expect(siteLanguagesSchema.safeParse(['en', 'xx']).error?.issues[0]?.message).toBe(LANGUAGE_MESSAGES.unknown('xx'));
    expect(siteLanguagesSchema.safeParse(['en', 'en']).error?.issues[0]?.message).toBe(LANGUAGE_MESSAGES.twice('en'));
    expect(siteLanguagesSchema.safeParse([]).error?.issues[0]?.message).toBe(LANGUAGE_MESSAGES.empty);
    expect(siteLanguagesSchema.safeParse('en').error?.issues[0]?.message).toBe(LANGUAGE_MESSAGES.notAList);
    expect(isLanguageCode('__proto__')).toBe(false);
  });

  it('keep the default language’s addresses and put the others under their code', () => {
    expect(pathInLanguage('/articles/kyoto', 'en', 'en')).toBe('/articles/kyoto');
    expect(pathInLanguage('/articles/kyoto', 'fr', 'en')).toBe('/fr/articles/kyoto');
    expect(pathInLanguage('/', 'fr', 'en')).toBe('/fr');
  });

  it('read a path’s language prefix, and only a whole segment of a possible language', () => {
    expect(splitLanguagePath('/fr/articles/kyoto')).toEqual({ code: 'fr', path: '/articles/kyoto' });
    expect(splitLanguagePath('/fr')).toEqual({ code: 'fr', path: '/' });
    expect(splitLanguagePath('/french-alps')).toEqual({ path: '/french-alps' });
    expect(splitLanguagePath('/xx/articles')).toEqual({ path: '/xx/articles' });
    expect(splitLanguagePath('/articles')).toEqual({ path: '/articles' });
  });

  it('write right to left where the language does', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('fr')).toBe('ltr');
  });
});
