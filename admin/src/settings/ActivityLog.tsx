import { Box, Button, Chip, MenuItem, Stack, TableCell, TableContainer, TableRow, TextField, Typography } from '@mui/material';
import { BreakableText, breakableCell } from '../layout/BreakableText';
import { SmallTable } from '../layout/SmallTable';
import { ACTIVITY_ACTIONS, type ActivityEntry } from '@journey-canvas/shared';
import { useState } from 'react';
import { ListBase, Pagination, useListContext } from 'react-admin';
import { shownDateAndTime } from '../dates';

const DOORS: Record<string, string> = {
  admin: 'Admin',
  panel: 'Strapi panel',
  rest: 'REST API',
  scheduler: 'Scheduler',
  system: 'Journey Canvas',
};

interface Filters {
  action?: string;
  actor?: string;
  post?: string;
}

function ActivityFilters() {
  const { filterValues, setFilters, data } = useListContext<ActivityEntry>();
  const filters = filterValues as Filters;
  // Filtered by a post, every row is that post's: the first one names it.
  const postTitle = data?.find((entry) => entry.post === filters.post)?.postTitle;
  const [person, setPerson] = useState(filters.actor ?? '');
  const change = (next: Filters) => setFilters(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), {}, false);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
      <TextField
        size="small"
        label="Person"
        placeholder="Email address"
        value={person}
        onChange={(event) => setPerson(event.target.value)}
        onBlur={() => change({ ...filters, actor: person.trim().toLowerCase() })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') change({ ...filters, actor: person.trim().toLowerCase() });
        }}
      />
      <TextField
        select
        size="small"
        label="Action"
        value={filters.action ?? ''}
        onChange={(event) => change({ ...filters, action: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All actions</MenuItem>
        {Object.entries(ACTIVITY_ACTIONS).map(([action, label]) => (
          <MenuItem key={action} value={action}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {filters.post && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Chip label={`Post: ${postTitle ?? filters.post}`} />
          <Button size="small" onClick={() => change({ ...filters, post: undefined })}>
            All posts
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function ActivityRows() {
  const { data, isPending, error, filterValues, setFilters } = useListContext<ActivityEntry>();
  const filterBy = (next: Filters) => setFilters({ ...filterValues, ...next }, {}, false);
  if (error) return <Typography role="alert">The activity log could not be loaded. Please try again.</Typography>;
  if (isPending) return <Typography>Loading activity…</Typography>;
  if (data.length === 0) return <Typography>No activity matches these filters.</Typography>;
  return (
    <TableContainer>
      <SmallTable label="Activity" columns={['When', 'Who', 'Action', 'Post', 'Through', 'Detail']}>
        {data.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <time dateTime={entry.at}>{shownDateAndTime(entry.at)}</time>
            </TableCell>
            <TableCell sx={breakableCell}>
              {entry.actor ? (
                <Button size="small" sx={{ textTransform: 'none', p: 0 }} onClick={() => filterBy({ actor: entry.actor! })}>
                  <BreakableText text={entry.actor} />
                </Button>
              ) : (
                'Journey Canvas'
              )}
            </TableCell>
            <TableCell>{ACTIVITY_ACTIONS[entry.action] ?? entry.action}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              {entry.post && (
                <Button
                  size="small"
                  sx={{ textTransform: 'none', p: 0, textAlign: 'left' }}
                  title="Show only this post"
                  onClick={() => filterBy({ post: entry.post! })}
                >
                  {entry.postTitle || entry.post}
                </Button>
              )}
            </TableCell>
            <TableCell>{entry.door ? (DOORS[entry.door] ?? entry.door) : ''}</TableCell>
            <TableCell sx={breakableCell}>{entry.detail && <BreakableText text={entry.detail} />}</TableCell>
          </TableRow>
        ))}
      </SmallTable>
    </TableContainer>
  );
}

export function ActivityLog() {
  return (
    <Box component="section" aria-labelledby="settings-activity" sx={{ mt: 3 }}>
      <Typography id="settings-activity" component="h2" variant="h6" gutterBottom>
        Activity
      </Typography>
      <ListBase resource="activity" perPage={25} sort={{ field: 'at', order: 'DESC' }} disableSyncWithLocation>
        <ActivityFilters />
        <ActivityRows />
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </ListBase>
    </Box>
  );
}
