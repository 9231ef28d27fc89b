import { Box, CircularProgress, Typography } from '@mui/material';
import { CATEGORIES, DEFAULT_AUTHOR, META_DESCRIPTION_MAX_LENGTH } from '@journey-canvas/shared';
import { lazy, Suspense } from 'react';
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ContentInput } from './ContentInput';
import { useWatch } from 'react-hook-form';
import { FORM_TEXT } from '../i18n/en';
import { AiPrompt } from './AiPrompt';
import { ImagesInput } from './ImagesInput';
import { ItinerarySection } from './ItinerarySection';
import { PlaceSection } from './PlaceSection';
import { postResolver } from './postResolver';
import { ImageUploadsProvider } from './imageUploads';
import { PostToolbar, PressedSaveProvider, type AfterSave } from './PostToolbar';
import { KeptEditsProvider, RestoreKeptEdits } from './reloadKeepingEdits';
import { PublishingSection } from './PublishingSection';
import { RouteInput } from './RouteInput';
import { SeoChecklist } from './SeoChecklist';
import { UnsavedWork } from './UnsavedWork';
import { TagsInput } from '../tags/TagsInput';
import { EmailSubscribersInput } from '../newsletter/EmailSubscribersInput';

const MarkdownPreview = lazy(() => import('./MarkdownPreview'));

const POST_TYPE_CHOICES = CATEGORIES.map((category) => ({ id: category.value, name: category.label }));

function MetaDescriptionCounter() {
  const value = useWatch({ name: 'metaDescription' }) as string | null | undefined;
  const length = value?.length ?? 0;
  return (
    <Typography
      variant="caption"
      color={length > META_DESCRIPTION_MAX_LENGTH ? 'error' : 'text.secondary'}
      aria-live="polite"
      data-testid="meta-counter"
    >
      {length}/{META_DESCRIPTION_MAX_LENGTH}
    </Typography>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }} aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Leaving with unsaved changes asks first, and the typing is kept in the browser until saved (decision 023). */
export function PostForm({
  heading,
  afterSave,
  withAddress = false,
  languages,
}: {
  heading: string;
  afterSave: AfterSave;
  /** A new story's address is made from its title. */
  withAddress?: boolean;
  /** A stored story's languages, as tabs under the heading. */
  languages?: React.ReactNode;
}) {
  return (
    <PressedSaveProvider>
      <ImageUploadsProvider>
        <KeptEditsProvider>
          <SimpleForm
            resolver={postResolver}
            defaultValues={{ author: DEFAULT_AUTHOR, images: [], tags: [] }}
            toolbar={<PostToolbar afterSave={afterSave} />}
            mode="onSubmit"
            reValidateMode="onChange"
            warnWhenUnsavedChanges
            sx={{ maxWidth: 900 }}
          >
            <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {heading}
            </Typography>
            {languages}
            <UnsavedWork />
            <RestoreKeptEdits />
            <AiPrompt />
            <Section title="Story details">
              <SelectInput
                source="postType"
                label="Post type"
                choices={POST_TYPE_CHOICES}
                emptyText="Select where this post should appear"
                fullWidth
              />
              <TextInput source="title" label="Title" fullWidth />
              <ContentInput />
              <Suspense fallback={<CircularProgress size={20} aria-label="Loading the preview" />}>
                <MarkdownPreview />
              </Suspense>
              <TextInput source="author" label="Author" fullWidth />
              <TagsInput />
            </Section>
            <Section title="Images">
              <ImagesInput />
            </Section>
            <Section title="SEO">
              {withAddress && <TextInput source="slug" label="Address" fullWidth helperText={FORM_TEXT.addressHelp} />}
              <TextInput source="metaTitle" label="Meta title" fullWidth helperText="Leave empty to use the title" />
              <TextInput source="metaDescription" label="Meta description" multiline fullWidth helperText={false} />
              <MetaDescriptionCounter />
              <SeoChecklist />
            </Section>
            <Section title="Place and freshness">
              <PlaceSection />
            </Section>
            <Section title="Itinerary">
              <ItinerarySection />
            </Section>
            <Section title="Route">
              <RouteInput />
            </Section>
            <Section title="Publishing">
              <PublishingSection afterSave={afterSave} />
              <EmailSubscribersInput />
            </Section>
          </SimpleForm>
        </KeptEditsProvider>
      </ImageUploadsProvider>
    </PressedSaveProvider>
  );
}
