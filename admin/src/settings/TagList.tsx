import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { SmallTable } from '../layout/SmallTable';
import type { TagRecord } from '@journey-canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useGetList } from 'react-admin';
import { READER_NOTICES } from '../i18n/readers';
import { useToast } from '../Toast';

type Tag = TagRecord & { merged?: number };

const problemOf = (error: unknown, field: string) =>
  (error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors?.[field] : undefined) ??
  (error as Error).message;

function ChangeTag({ tag, tags, onClose }: { tag: Tag; tags: Tag[]; onClose(): void }) {
  const toast = useToast();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [name, setName] = useState(tag.name);
  const [into, setInto] = useState('');
  const [problem, setProblem] = useState<{ field: 'name' | 'mergeInto'; message: string }>();
  // Not useUpdate: it caches the answer as this tag's row, but a merge answers the tag that stayed.
  const { mutate: change, isPending } = useMutation({
    mutationFn: async (data: { name: string } | { mergeInto: string }) =>
      (await dataProvider.update<Tag>('tags', { id: tag.id, data: data as Partial<Tag>, previousData: tag })).data,
    onSuccess: (answer, data) => {
      void queryClient.invalidateQueries({ queryKey: ['tags'] });
      toast.success('mergeInto' in data ? READER_NOTICES.tagsMerged(answer.merged ?? 0) : READER_NOTICES.tagRenamed);
      onClose();
    },
    onError: (error, data) => {
      const field = 'mergeInto' in data ? 'mergeInto' : 'name';
      setProblem({ field, message: problemOf(error, field) });
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tag-title">
      <DialogTitle id="tag-title">Tag “{tag.name}”</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ mt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
            <TextField
              label="New name"
              size="small"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={problem?.field === 'name'}
              helperText={
                problem?.field === 'name' ? problem.message : `Its page moves to the new name's address; the old one redirects.`
              }
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <Button variant="contained" disabled={isPending || name.trim() === tag.name} onClick={() => change({ name })}>
              Rename
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
            <TextField
              select
              label="Merge into"
              size="small"
              value={into}
              onChange={(event) => setInto(event.target.value)}
              error={problem?.field === 'mergeInto'}
              helperText={
                problem?.field === 'mergeInto'
                  ? problem.message
                  : `Every story tagged “${tag.name}” gets the other tag instead; this one goes, its page redirects.`
              }
              sx={{ flex: 1 }}
            >
              {tags
                .filter((other) => other.id !== tag.id)
                .map((other) => (
                  <MenuItem key={other.id} value={other.id}>
                    {other.name} ({other.posts})
                  </MenuItem>
                ))}
            </TextField>
            <Button variant="outlined" color="warning" disabled={isPending || !into} onClick={() => change({ mergeInto: into })}>
              Merge
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export function TagList() {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<Tag>();
  const { data = [], total = 0 } = useGetList<Tag>('tags', {
    filter: q.trim() ? { q: q.trim() } : {},
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Card component="section" aria-labelledby="settings-tags" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="settings-tags" component="h2" variant="h6" gutterBottom>
          Tags
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Free tags beside the categories, typed on each story. “Rail”, “rail” and “RAIL” are one tag.
        </Typography>
        <TextField label="Search tags" size="small" value={q} onChange={(event) => setQ(event.target.value)} sx={{ mb: 2 }} />
        {data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No tags yet.
          </Typography>
        ) : (
          <SmallTable
            label="Tags"
            columns={['Tag', 'Page', { label: 'Stories', align: 'right' }, { label: 'Change', align: 'right' }]}
          >
            {data.map((tag) => (
              <TableRow key={tag.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }} dir="auto">
                  {tag.name}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>/tags/{tag.slug}</TableCell>
                <TableCell align="right">{tag.posts}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setOpen(tag)} aria-label={`Rename or merge ${tag.name}`}>
                    Rename or merge
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </SmallTable>
        )}
        {total > data.length && (
          <Typography variant="caption" color="text.secondary">
            Showing {data.length} of {total}: search to find the others.
          </Typography>
        )}
      </CardContent>
      {open && <ChangeTag tag={open} tags={data} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
