import { Box } from '@mui/material';
import { StoryReaders } from '../analytics/StoryReaders';
import { HistoryPanel } from '../revisions/HistoryPanel';

/** Beside a story: its readers of the last 30 days, then its history. */
export function PostAside() {
  return (
    <Box sx={{ width: { xs: '100%', lg: 380 }, ml: { lg: 2 }, mt: { xs: 2, lg: 0 } }}>
      <StoryReaders />
      <HistoryPanel />
    </Box>
  );
}
