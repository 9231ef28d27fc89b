import { Tab, Tabs } from '@mui/material';
import { languageName } from '@journey-canvas/shared';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSiteLanguages } from '../auth/useCan';
import type { AdminDataProvider } from '../dataProvider';
import { statusLabel } from '../posts/status';

/** The address of one language of a story in the admin: the default's Edit view, or the translation's. */
export const languageEditPath = (id: string | number, locale: string, defaultLocale: string) =>
  locale === defaultLocale ? `/blog-posts/${id}` : `/blog-posts/${id}?locale=${locale}`;

export const translatePath = (id: string | number, locale: string) => `/blog-posts/${id}/translate/${locale}`;

/** Every story's languages are read again after any save: a save can add a language or change a status. */
export const STORY_LANGUAGES_KEY = ['blog-posts', 'locales'] as const;

export const useStoryLanguages = (id: string | number) => {
  const data = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [...STORY_LANGUAGES_KEY, String(id)],
    queryFn: () => data.storyLanguages(id).then((answer) => answer.data),
  });
};

/** A story's languages as tabs, each with its status; a language the site has and the story lacks offers its translation. */
export function LanguageTabs({ id, current }: { id: string | number; current: string }) {
  const languages = useSiteLanguages();
  const { data: written = [] } = useStoryLanguages(id);
  if (languages.length < 2) return null;
  const byLocale = new Map(written.map((version) => [version.locale, version]));
  return (
    <Tabs value={current} aria-label="Languages of this story" variant="scrollable" sx={{ mb: 1 }}>
      {languages.map((locale) => {
        const version = byLocale.get(locale);
        return (
          <Tab
            key={locale}
            value={locale}
            component={Link}
            to={version ? languageEditPath(id, locale, languages[0]!) : translatePath(id, locale)}
            // One line of text, so the status is read with its language and never taken for the form's own.
            label={
              version ? `${languageName(locale)} · ${statusLabel({ status: version.status })}` : `Add ${languageName(locale)}`
            }
          />
        );
      })}
    </Tabs>
  );
}
