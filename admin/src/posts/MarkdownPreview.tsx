import { Box, Typography } from '@mui/material';
import { renderMarkdown } from '@journey-canvas/shared/markdown';
import { useDeferredValue, type MouseEvent } from 'react';
import { mediaUrl } from '../uploads';
import { useWatch } from 'react-hook-form';

/**
 * A story's own links (`#fn1`, `#gallery-1-2`) would change the admin's address, which is its
 * router's: they scroll instead. A video's facade stays as readers first see it (the admin frames nothing).
 */
function followInPageLink(event: MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link?.classList.contains('story-embed-facade')) return event.preventDefault();
  const href = link?.getAttribute('href');
  if (!href?.startsWith('#')) return;
  event.preventDefault();
  event.currentTarget.querySelector(`[id="${CSS.escape(href.slice(1))}"]`)?.scrollIntoView({ block: 'nearest' });
}

/** A story writes its pictures at `/uploads/…`, which readers' pages serve; the admin is served elsewhere. */
const withMediaAddresses = (html: string) =>
  html.replace(/ src="(\/uploads\/[^"]+)"/g, (_, url: string) => ` src="${mediaUrl(url)}"`);

/** Loaded on demand (with markdown-it), so the admin's first screen stays light. */
export function RenderedMarkdown({ content, testId }: { content: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        minHeight: 80,
        '& img': { maxWidth: '100%' },
        // As the site shows them (web/app/styles/site.css).
        '& .callout': { my: 2, px: 2, py: 1, borderLeft: 4, borderColor: 'primary.main', bgcolor: '#f0fdfa' },
        '& .callout-warning': { borderColor: '#b45309', bgcolor: '#fffbeb' },
        '& .callout-note': { borderColor: 'text.secondary', bgcolor: '#faf7f2' },
        '& .callout-title': { m: 0, fontSize: '0.85rem', fontWeight: 700, textTransform: 'uppercase' },
        '& .footnotes': { mt: 3, borderTop: 1, borderColor: 'divider', fontSize: '0.95rem' },
        '& .story-gallery-grid': {
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
          p: 0,
          listStyle: 'none',
        },
        '& .story-gallery-grid figure': { m: 0 },
        '& .story-gallery-grid img': { width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' },
        // The large view is the site's; here it would only repeat the grid.
        '& .story-gallery-viewer': { display: 'none' },
        '& .story-embed-facade': {
          position: 'relative',
          display: 'block',
          aspectRatio: '16 / 9',
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'primary.dark',
        },
        '& .story-embed-facade img': { width: '100%', height: '100%', objectFit: 'cover' },
        '& .story-embed-play': {
          position: 'absolute',
          inset: '50% auto auto 50%',
          width: 64,
          height: 64,
          m: '-32px 0 0 -32px',
          borderRadius: '50%',
          bgcolor: 'rgb(15 23 42 / 78%)',
          boxShadow: '0 0 0 3px #fff',
          // The play triangle, as on the site.
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: '50% auto auto 50%',
            m: '-12px 0 0 -7px',
            borderStyle: 'solid',
            borderWidth: '12px 0 12px 20px',
            borderColor: 'transparent transparent transparent #fff',
          },
        },
      }}
      onClick={followInPageLink}
      dangerouslySetInnerHTML={{ __html: withMediaAddresses(renderMarkdown(content)) }}
    />
  );
}

export default function MarkdownPreview() {
  const content = useDeferredValue((useWatch({ name: 'content' }) as string | undefined) ?? '');
  return (
    <Box component="section" aria-labelledby="markdown-preview-heading" sx={{ width: '100%', mb: 2 }}>
      <Typography id="markdown-preview-heading" component="h3" variant="subtitle2" color="text.secondary">
        Live preview
      </Typography>
      <RenderedMarkdown content={content} testId="markdown-preview" />
    </Box>
  );
}
