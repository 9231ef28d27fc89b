import { describe, expect, it } from 'vitest';
import { languageOfAddress, translationBody } from './translationBody';

describe('a translation’s save', () => {
  it('sends its own text and the status asked for, never the story’s shared fields', () => {
    const values = { title: 'Le lac', content: 'Texte', metaTitle: null, images: [{ id: 1 }], postType: 'food', author: 'Ana' };
    expect(translationBody(values, 'draft')).toEqual({
      title: 'Le lac',
      content: 'Texte',
      metaTitle: null,
      metaDescription: null,
      placeName: null,
      placeCountry: null,
      status: 'draft',
    });
  });

  it('reads the language from the address, the default when none is named', () => {
    expect(languageOfAddress('?locale=fr', 'en')).toBe('fr');
    expect(languageOfAddress('', 'en')).toBe('en');
    expect(languageOfAddress('?tab=1', 'de')).toBe('de');
  });
});
