import { describe, expect, it } from 'vitest';
import { readAddress } from './page-language.server';

describe("a page's language, read off its address (decision 100)", () => {
  const languages = ['en', 'fr'];

  it("renders another language's page as the default's route, its query kept", () => {
    expect(readAddress('/fr/articles/le-lac?x=1', languages)).toEqual({
      page: { language: 'fr', languages },
      url: '/articles/le-lac?x=1',
    });
    expect(readAddress('/fr', languages)).toEqual({ page: { language: 'fr', languages }, url: '/' });
    expect(readAddress('/fr?page=2', languages).url).toBe('/?page=2');
  });

  it('leaves the default language, a language the site lacks and the default’s own code to the routes', () => {
    expect(readAddress('/articles/kyoto', languages)).toEqual({ page: { language: 'en', languages }, url: '/articles/kyoto' });
    expect(readAddress('/de/articles/kyoto', languages).url).toBe('/de/articles/kyoto');
    expect(readAddress('/en/articles/kyoto', languages).url).toBe('/en/articles/kyoto');
    expect(readAddress('/french-alps', languages).url).toBe('/french-alps');
  });
});
