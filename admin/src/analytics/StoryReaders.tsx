import { Box, Typography } from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { StoryAnalytics } from '@journey-canvas/shared';
import { useRecordContext } from 'react-admin';
import { lastDays } from './range';
import { countryName, useAnalytics } from './AnalyticsPage';

const NUMBER = new Intl.NumberFormat('en');

const cameFrom = (host: string) =>
  host === '' ? 'no other page (typed or bookmarked)' : host === 'newsletter' ? 'the newsletter' : host;

/** A story's own readers in the last 30 days, beside its Edit form. */
export function StoryReaders() {
  const record = useRecordContext<{ id: string }>();
  const { data } = useAnalytics<StoryAnalytics>(`stories/${record?.id}`, lastDays(30), Boolean(record?.id));
  if (!data) return null;
  const from = data.referrers[0];
  const country = data.countries[0];
  return (
    <Box component="section" aria-labelledby="story-readers-heading" sx={{ mb: 2 }}>
      <Typography id="story-readers-heading" component="h2" variant="h6">
        Readers
      </Typography>
      <Typography variant="body2">
        <strong>{NUMBER.format(data.views)}</strong> {data.views === 1 ? 'view' : 'views'} in the last 30 days.
        {from ? ` Most came from ${cameFrom(from.host)}.` : ''}
        {country ? ` Most read in ${countryName(country.country)}.` : ''}
      </Typography>
      <Box aria-label={`Views a day: ${data.days.map(({ views }) => views).join(', ')}`} role="img">
        <SparkLineChart data={data.days.map(({ views }) => views)} height={48} area color="#0f766e" />
      </Box>
    </Box>
  );
}
