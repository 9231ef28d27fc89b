import AddIcon from '@mui/icons-material/Add';
import { Chip, Stack } from '@mui/material';
import { languageName } from '@journey-canvas/shared';
import { Link } from 'react-router-dom';
import { useSiteLanguages } from '../auth/useCan';
import { languageEditPath, translatePath } from './LanguageTabs';

/** A story's languages on its card: each written one opens, each missing one offers its translation (decision 100). */
export function TranslationChips({ id, translations }: { id: string | number; translations: string[] }) {
  const languages = useSiteLanguages();
  if (languages.length < 2) return null;
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label="Translations" data-testid="translations">
      {languages.map((locale) =>
        translations.includes(locale) ? (
          <Chip
            key={locale}
            size="small"
            color="success"
            variant="outlined"
            label={languageName(locale)}
            component={Link}
            to={languageEditPath(id, locale, languages[0]!)}
            clickable
          />
        ) : (
          <Chip
            key={locale}
            size="small"
            variant="outlined"
            icon={<AddIcon />}
            label={`${languageName(locale)} missing`}
            component={Link}
            to={translatePath(id, locale)}
            clickable
          />
        ),
      )}
    </Stack>
  );
}
