import { Box, CircularProgress, Grid, Typography } from '@mui/material';
import { languageName } from '@journey-canvas/shared';
import { lazy, Suspense } from 'react';
import {
  Edit,
  RecordContextProvider,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetOne,
  useRecordContext,
  useSaveContext,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { useSiteLanguages, usePostRights } from '../auth/useCan';
import { ContentInput } from '../posts/ContentInput';
import { useToast } from '../Toast';
import { LanguageTabs, languageEditPath, STORY_LANGUAGES_KEY } from './LanguageTabs';
import { useQueryClient } from '@tanstack/react-query';
import { translationBody } from './translationBody';

const RenderedMarkdown = lazy(() => import('../posts/MarkdownPreview').then((module) => ({ default: module.RenderedMarkdown })));

/** The default language's words beside the translation, read-only. */
function SourceText({ locale }: { locale: string }) {
  const record = useRecordContext<{ title?: string; content?: string; metaDescription?: string | null }>();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="source-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="source-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {languageName(locale)} (translating from)
      </Typography>
      <Typography component="p" variant="h6" lang={locale} data-testid="source-title">
        {record.title}
      </Typography>
      {record.metaDescription && (
        <Typography variant="body2" color="text.secondary" lang={locale}>
          {record.metaDescription}
        </Typography>
      )}
      <Suspense fallback={<CircularProgress size={20} aria-label="Loading the text" />}>
        <div lang={locale}>
          <RenderedMarkdown content={record.content ?? ''} testId="source-content" />
        </div>
      </Suspense>
    </Box>
  );
}

/** What each button of a translation's form saves, and what it then says. */
const SAVES = {
  published: { label: 'Publish translation', done: 'Translation published' },
  review: { label: 'Submit for review', done: 'Translation submitted for review' },
  draft: { label: 'Save as draft', done: 'Translation saved as a draft' },
} as const;

function TranslationToolbar({ locale }: { locale: string }) {
  const { saving } = useSaveContext();
  const rights = usePostRights();
  const toast = useToast();
  const queryClient = useQueryClient();
  // A role that cannot publish submits for review, as with a story.
  const kinds = [rights?.publish !== false ? 'published' : 'review', 'draft'] as const;
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {kinds.map((kind) => (
        <SaveButton
          key={kind}
          type="button"
          label={SAVES[kind].label}
          variant={kind === 'draft' ? 'outlined' : 'contained'}
          alwaysEnable={!saving}
          transform={(values) => translationBody(values, kind)}
          mutationOptions={{
            onSuccess: () => {
              toast.success(SAVES[kind].done, `${languageName(locale)} saved`);
              void queryClient.invalidateQueries({ queryKey: STORY_LANGUAGES_KEY });
            },
          }}
        />
      ))}
    </Toolbar>
  );
}

/** A translation's own words: title, text, SEO texts and place name, in its language. */
function TranslationFields({ locale }: { locale: string }) {
  return (
    <Box lang={locale} sx={{ width: '100%' }}>
      <TextInput source="title" label="Title" fullWidth />
      <ContentInput />
      <TextInput source="metaTitle" label="Meta title" fullWidth helperText="Leave empty to use the title" />
      <TextInput source="metaDescription" label="Meta description" multiline fullWidth />
      <TextInput source="placeName" label="Place name" fullWidth helperText="As readers of this language name it" />
      <TextInput source="placeCountry" label="Country" fullWidth />
    </Box>
  );
}

function SideBySide({ id, locale, source, heading }: { id: string; locale: string; source: string; heading: string }) {
  return (
    <SimpleForm toolbar={<TranslationToolbar locale={locale} />} warnWhenUnsavedChanges sx={{ maxWidth: 1400 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <LanguageTabs id={id} current={locale} />
      <Grid container spacing={3} sx={{ width: '100%' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SourceOf id={id} source={source} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {languageName(locale)}
          </Typography>
          <TranslationFields locale={locale} />
        </Grid>
      </Grid>
    </SimpleForm>
  );
}

/** The source beside an existing translation is the default language's record, read on its own. */
function SourceOf({ id, source }: { id: string; source: string }) {
  const record = useRecordContext();
  // Adding a translation, the form's record is the source itself.
  const { data } = useGetOne('blog-posts', { id, meta: { locale: source } }, { enabled: record?.locale !== source });
  const shown = record?.locale === source ? record : data;
  return shown ? (
    <RecordContextProvider value={shown}>
      <SourceText locale={source} />
    </RecordContextProvider>
  ) : null;
}

/** "Add translation": the form starts from the default language's words, side by side with them; saving creates the language. */
export function TranslationCreate() {
  const { id = '', locale = '' } = useParams();
  const [source] = useSiteLanguages();
  return (
    <Edit
      resource="blog-posts"
      id={id}
      title={`Translate into ${languageName(locale)}`}
      queryOptions={{ meta: { locale: source } }}
      mutationOptions={{ meta: { locale } }}
      mutationMode="pessimistic"
      redirect={() => languageEditPath(id, locale, source!)}
      actions={false}
    >
      <SideBySide id={id} locale={locale} source={source!} heading={`Translate into ${languageName(locale)}`} />
    </Edit>
  );
}

/** One translation of a story, its words beside the default language's. */
export function TranslationEdit({ id, locale }: { id: string; locale: string }) {
  const [source] = useSiteLanguages();
  return (
    <Edit
      resource="blog-posts"
      id={id}
      title={`${languageName(locale)} translation`}
      queryOptions={{ meta: { locale } }}
      mutationOptions={{ meta: { locale } }}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
    >
      <SideBySide id={id} locale={locale} source={source!} heading={`${languageName(locale)} translation`} />
    </Edit>
  );
}
