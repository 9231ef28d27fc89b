import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { usePostStats } from './stats';

const TILES = [
  { key: 'total', label: 'Total Posts' },
  { key: 'categories', label: 'Categories' },
  { key: 'today', label: 'Today' },
  { key: 'thisWeek', label: 'This Week' },
] as const;

export function StatsTiles() {
  const { data } = usePostStats();
  return (
    <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="Statistics">
      {TILES.map((tile) => (
        <Grid key={tile.key} size={{ xs: 6, md: 3 }}>
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
