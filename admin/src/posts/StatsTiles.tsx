import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { PostStats } from '../dataProvider';
import { usePostStats } from './stats';
import { usePostRights } from '../auth/useCan';

type Tile = { key: Exclude<keyof PostStats, 'postTypes'>; label: string };

const TILES: Tile[] = [
  { key: 'total', label: 'Total Posts' },
  { key: 'categories', label: 'Categories' },
  { key: 'today', label: 'Today' },
  { key: 'thisWeek', label: 'This Week' },
];

const IN_REVIEW: Tile = { key: 'inReview', label: 'In Review' };

export function StatsTiles() {
  const { data } = usePostStats();
  const rights = usePostRights();
  const tiles = rights?.review ? [...TILES, IN_REVIEW] : TILES;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="Statistics">
      {tiles.map((tile) => (
        <Grid key={tile.key} size={{ xs: 6, md: 'grow' }}>
          <Card>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2" id={`stat-${tile.key}`}>
                {tile.label}
              </Typography>
              <Typography variant="h4" component="p" aria-labelledby={`stat-${tile.key}`} data-testid={`stat-${tile.key}`}>
                {data ? data[tile.key] : <Skeleton width={48} />}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
