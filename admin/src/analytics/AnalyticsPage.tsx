import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link as MuiLink,
  TableCell,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title, useDataProvider, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  GUIDE_CHECK_LABELS,
  guideCheckDue,
  type AnalyticsSummary,
  type MissedAddressFigure,
  type SearchFigure,
} from '@journey-canvas/shared';
import type { PostRecord } from '../types';
import { useCan } from '../auth/useCan';
import type { AdminDataProvider, AnalyticsRange } from '../dataProvider';
import { SmallTable } from '../layout/SmallTable';
import { lastDays } from './range';

const RANGES = [7, 30, 90] as const;
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
const NUMBER = new Intl.NumberFormat('en');

export const referrerName = (host: string) => (host === '' ? 'Direct or unknown' : host === 'newsletter' ? 'Newsletter' : host);
export const countryName = (code: string) => (code ? (REGION_NAMES.of(code) ?? code) : 'Unknown');

/** One report of the CMS's, for the chosen days; `enabled` false for a report the role may not read. */
export function useAnalytics<T>(report: Parameters<AdminDataProvider['analytics']>[0], range: AnalyticsRange, enabled = true) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['analytics', report, range.from, range.to],
    queryFn: async () => (await dataProvider.analytics<T>(report, range)).data,
    enabled,
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `analytics-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="p" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
          {NUMBER.format(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

function Counts<T>({
  label,
  rows,
  name,
  value,
  empty,
}: {
  label: string;
  rows: T[];
  name: (row: T) => ReactNode;
  value: (row: T) => number;
  empty: string;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <SmallTable label={label} columns={[label, { label: 'Views', align: 'right' }]}>
      {rows.map((row, index) => (
        <TableRow key={index}>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{name(row)}</TableCell>
          <TableCell align="right">{NUMBER.format(value(row))}</TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}

function TopStories({ stories }: { stories: AnalyticsSummary['topStories'] }) {
  if (stories.length === 0) return <Empty>No story was read in these days.</Empty>;
  return (
    <SmallTable label="Top stories" columns={['Story', 'Days', { label: 'Views', align: 'right' }]}>
      {stories.map((story) => (
        <TableRow key={story.post}>
          <TableCell>
            <MuiLink component={Link} to={`/blog-posts/${story.post}`}>
              {story.title ?? 'A story no longer there'}
            </MuiLink>
          </TableCell>
          <TableCell sx={{ width: 140 }} aria-label={`Views a day: ${story.days.join(', ')}`}>
            <SparkLineChart data={story.days} height={32} width={120} color="#0f766e" />
          </TableCell>
          <TableCell align="right">{NUMBER.format(story.views)}</TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}

/** The most read guides looked at, and how many of those due are shown. */
const GUIDES_READ = 50;
const TOP_GUIDES = 10;

/** Guides due for a check, the most read first: the ones readers rely on are checked first. */
function GuidesToCheck() {
  const { data, error } = useGetList<PostRecord>('blog-posts', {
    filter: { postType: 'guide' },
    sort: { field: 'views', order: 'DESC' },
    pagination: { page: 1, perPage: GUIDES_READ },
  });
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!data) return null;
  const due = data.flatMap((guide) => {
    const check = guideCheckDue(guide);
    return check ? [{ guide, check }] : [];
  });
  if (due.length === 0) return <Empty>Every guide read lately has been checked.</Empty>;
  return (
    <SmallTable label="Guides to check" columns={['Guide', 'Why', { label: 'Views (30 days)', align: 'right' }]}>
      {due.slice(0, TOP_GUIDES).map(({ guide, check }) => (
        <TableRow key={guide.id}>
          <TableCell>
            <MuiLink component={Link} to={`/blog-posts/${guide.id}`}>
              {guide.title}
            </MuiLink>
          </TableCell>
          <TableCell>{GUIDE_CHECK_LABELS[check]}</TableCell>
          <TableCell align="right">{NUMBER.format(guide.views ?? 0)}</TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}

/** Each search that found nothing can start a story about it. */
function Searches({ range }: { range: AnalyticsRange }) {
  const { data, error } = useAnalytics<SearchFigure[]>('searches', range);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return null;
  if (data.length === 0) return <Empty>No one searched in these days.</Empty>;
  return (
    <SmallTable
      label="Searches"
      columns={['Search', { label: 'Searches', align: 'right' }, { label: 'Found', align: 'right' }, '']}
    >
      {data.map((search) => (
        <TableRow key={search.q}>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{search.q || 'Other searches'}</TableCell>
          <TableCell align="right">{NUMBER.format(search.searches)}</TableCell>
          <TableCell align="right">{NUMBER.format(search.results)}</TableCell>
          <TableCell align="right">
            {search.results === 0 && search.q ? (
              <Button
                size="small"
                component={Link}
                to={{
                  pathname: '/blog-posts/create',
                  search: `?source=${encodeURIComponent(JSON.stringify({ title: search.q }))}`,
                }}
                aria-label={`Write about ${search.q}`}
              >
                Write about it
              </Button>
            ) : null}
          </TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}

/** Addresses readers followed from elsewhere that lead nowhere; each can become a redirect. */
function BrokenLinks({ range }: { range: AnalyticsRange }) {
  const { data, error } = useAnalytics<MissedAddressFigure[]>('not-found', range);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return null;
  if (data.length === 0) return <Empty>No reader met a missing page in these days.</Empty>;
  return (
    <SmallTable label="Broken inbound links" columns={['Address', 'From', { label: 'Hits', align: 'right' }, '']}>
      {data.map((missed) => (
        <TableRow key={missed.path}>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{missed.path}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>
            {missed.referrers.map(({ host }) => referrerName(host)).join(', ')}
          </TableCell>
          <TableCell align="right">{NUMBER.format(missed.hits)}</TableCell>
          <TableCell align="right">
            <Button
              size="small"
              component={Link}
              to={{ pathname: '/redirects', search: `?${new URLSearchParams({ from: missed.path })}` }}
              aria-label={`Add a redirect from ${missed.path}`}
            >
              Add redirect
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}

/** What readers read, counted by the site from its own answers: no script, no cookie (decision 101). */
export default function AnalyticsPage() {
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const range = lastDays(days);
  const can = useCan();
  const wholeSite = can('everyPost');
  const { data: summary, error } = useAnalytics<AnalyticsSummary>('summary', range);
  return (
    <Box>
      <Title title="Analytics" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h2" variant="h5">
          {wholeSite === false ? 'Your stories’ readers' : 'Readers'}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          onChange={(_event, chosen) => chosen && setDays(chosen)}
          aria-label="Days shown"
        >
          {RANGES.map((choice) => (
            <ToggleButton key={choice} value={choice}>
              Last {choice} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Counted by the site from the pages it answers: no script, no cookie, no address kept. Robots, prefetches and readers who
        ask not to be followed are left out.
      </Typography>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {summary ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: wholeSite ? 2.4 : 6 }}>
            <Tile label="Views" value={summary.views} />
          </Grid>
          {wholeSite ? (
            <>
              <Grid size={{ xs: 6, md: 2.4 }}>
                <Tile label="Visitors" value={summary.visitors} />
              </Grid>
              <Grid size={{ xs: 4, md: 2.4 }}>
                <Tile label="Questions asked" value={summary.actions.question} />
              </Grid>
              <Grid size={{ xs: 4, md: 2.4 }}>
                <Tile label="Newsletter sign-ups" value={summary.actions['newsletter-signup']} />
              </Grid>
              <Grid size={{ xs: 4, md: 2.4 }}>
                <Tile label="Trip packs saved" value={summary.actions['trip-pack']} />
              </Grid>
            </>
          ) : null}
          <Grid size={12}>
            <Section title="Views and visitors a day">
              <LineChart
                height={260}
                xAxis={[{ data: summary.days.map(({ date }) => date), scaleType: 'point' }]}
                series={[
                  { data: summary.days.map(({ views }) => views), label: 'Views', color: '#0f766e', curve: 'linear' },
                  ...(wholeSite
                    ? [
                        {
                          data: summary.days.map(({ visitors }) => visitors),
                          label: 'Visitors',
                          color: '#b45309',
                          curve: 'linear' as const,
                        },
                      ]
                    : []),
                ]}
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Section title="Top stories">
              <TopStories stories={summary.topStories} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Section title="Guides to check">
              <GuidesToCheck />
            </Section>
          </Grid>
          {wholeSite ? (
            <>
              <Grid size={{ xs: 12, md: 4 }}>
                <Section title="Referrers">
                  <Counts
                    label="Referrer"
                    rows={summary.referrers}
                    name={({ host }) => referrerName(host)}
                    value={({ views }) => views}
                    empty="None yet."
                  />
                </Section>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Section title="Countries">
                  <Counts
                    label="Country"
                    rows={summary.countries}
                    name={({ country }) => countryName(country)}
                    value={({ views }) => views}
                    empty="None yet."
                  />
                </Section>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Section title="Devices">
                  <Counts
                    label="Device"
                    rows={summary.devices}
                    name={({ device }) => device[0]!.toUpperCase() + device.slice(1)}
                    value={({ views }) => views}
                    empty="None yet."
                  />
                </Section>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Section title="Feeds">
                  <Counts
                    label="Feed"
                    rows={summary.feeds}
                    name={({ feed }) => feed}
                    value={({ reads }) => reads}
                    empty="No feed was read."
                  />
                </Section>
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <Section title="Searches">
                  <Searches range={range} />
                </Section>
              </Grid>
              <Grid size={12}>
                <Section title="Broken inbound links">
                  <BrokenLinks range={range} />
                </Section>
              </Grid>
            </>
          ) : null}
        </Grid>
      ) : null}
    </Box>
  );
}
