import { Card, CardContent, Grid, Typography } from '@mui/material';
import { CATEGORIES, IMAGE_MAX_BYTES, META_DESCRIPTION_MAX_LENGTH } from '@journey-canvas/shared';
import { Account } from '../account/Account';
import { SecurityNotice } from './SecurityNotice';
import { SiteDetails } from './SiteDetails';
import { NewsletterSettings } from './NewsletterSettings';
import { ImportSettings } from './ImportSettings';
import { ExportSettings } from './ExportSettings';
import { useCan } from '../auth/useCan';

const BLOCKS = [
  {
    title: 'SEO Configuration',
    text: `Each story gets a meta title (the title when left empty) and a meta description of up to ${META_DESCRIPTION_MAX_LENGTH} characters. The site publishes canonical URLs, social cards, structured data, a sitemap and an RSS feed.`,
  },
  {
    title: 'Category Management',
    text: `Stories appear under one of ${CATEGORIES.length} categories: ${CATEGORIES.map((category) => category.label).join(', ')}. Guides also appear on Tips & Guides.`,
  },
  {
    title: 'Media Settings',
    text: `Images are JPG, PNG or WEBP, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB each. The first image is the featured image; responsive sizes are made automatically and location data is removed.`,
  },
];

/** Only settings: the site's details and the newsletter, as the role may change them; the CMS refuses the rest. */
export default function Settings() {
  const can = useCan();
  const blocks = BLOCKS.filter((block) => !(can('siteSettings') && block.title === 'SEO Configuration'));
  return (
    <>
      <Grid container spacing={2}>
        {blocks.map((block) => (
          <Grid key={block.title} size={{ xs: 12, md: 12 / blocks.length }}>
            <Card component="section" aria-labelledby={`settings-${block.title}`} sx={{ height: '100%' }}>
              <CardContent>
                <Typography id={`settings-${block.title}`} component="h2" variant="h6" gutterBottom>
                  {block.title}
                </Typography>
                <Typography variant="body2">{block.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Account />
      {can('siteSettings') && <SiteDetails />}
      {can('newsletter') && <NewsletterSettings />}
      {can('moveIn') && <ImportSettings />}
      {can('moveIn') && <ExportSettings />}
      <SecurityNotice activityLogShown={can('activity') ?? false} />
    </>
  );
}
