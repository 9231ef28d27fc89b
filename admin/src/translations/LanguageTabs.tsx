import { Chip, Stack, Tab, Tabs } from '@mui/material';
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

export const useStoryLanguages = (id: string | number) => {
  const data = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['blog-posts', 'locales', String(id)],
    queryFn: () => data.storyLanguages(id).then((r) => r.data),
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
            label={
              <Stack direction="row" spacing={1} alignItems="center">
                <span>{version ? languageName(locale) : `Add ${languageName(locale)}`}</span>
                {version && <Chip size="small" variant="outlined" label={statusLabel({ status: version.status })} />}
              </Stack>
            }
          />
        );
      })}
    </Tabs>
  );
}
