import { Alert, AlertTitle, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { postTypeLabel, ROLE_MESSAGES } from '@journey-canvas/shared';
import { lazy, Suspense } from 'react';
import { EditButton, Show, TopToolbar, useRecordContext, useShowContext } from 'react-admin';
import { CannotOpen, openStoryQuietly, storyRefusal } from '../layout/CannotOpen';
import { PostAside } from './PostAside';
import { thumbnailUrl } from '../uploads';
import { mayChange } from './mayChange';
import type { PostRecord } from '../types';
import { PreviewButton } from './PreviewButton';
import { statusLabel } from './status';
import { usePostRights } from '../auth/useCan';

const RenderedMarkdown = lazy(() => import('./MarkdownPreview').then((module) => ({ default: module.RenderedMarkdown })));

function ShowActions() {
  const post = useRecordContext<PostRecord>();
  const changeable = mayChange(usePostRights(), post);
  return (
    <TopToolbar>
      {post && <PreviewButton values={() => post} />}
      {changeable && <EditButton />}
    </TopToolbar>
  );
}

function Story() {
  const post = useRecordContext<PostRecord>();
  const changeable = mayChange(usePostRights(), post);
  if (!post) return null;
  return (
    <Stack spacing={2} sx={{ p: 2, overflowWrap: 'anywhere' }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {post.title}
      </Typography>
      <Alert severity="info">
        <AlertTitle>{statusLabel(post)}</AlertTitle>
        {!changeable && `${ROLE_MESSAGES.liveNotEditable}.`}
      </Alert>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip size="small" label={postTypeLabel(post.postType)} />
        {post.tags?.map((tag) => (
          <Chip key={tag} size="small" variant="outlined" label={tag} />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        By {post.author}
      </Typography>
      {post.featuredImage && (
        <Box
          component="img"
          src={thumbnailUrl(post.featuredImage)}
          alt={post.featuredImage.alternativeText ?? ''}
          sx={{ width: 160, height: 110, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Suspense fallback={<CircularProgress size={20} aria-label="Loading the story" />}>
        <RenderedMarkdown content={post.content} />
      </Suspense>
    </Stack>
  );
}

/** For a role that may not change the story (decision 045); the CMS would refuse the changes anyway. */
export default function PostShow() {
  return (
    <Show
      resource="blog-posts"
      title="Travel Story"
      actions={<ShowActions />}
      queryOptions={openStoryQuietly}
      error={<Refused />}
      aside={<PostAside />}
      sx={{ '& .RaShow-main': { flexWrap: { xs: 'wrap', lg: 'nowrap' } } }}
    >
      <Story />
    </Show>
  );
}

function Refused() {
  return <CannotOpen reason={storyRefusal(useShowContext().error)} />;
}
