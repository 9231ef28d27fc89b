import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { TagRecord } from '@journey-canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { READER_NOTICES } from '../i18n/readers';
import { useToast } from '../Toast';

type Tag = TagRecord & { merged?: number };

const problemOf = (error: unknown, field: string) =>
  (error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors?.[field] : undefined) ??
  (error as Error).message;

/** The tags to merge into, found by the server as the editor types. */
function useOtherTags(tag: Tag, search: string) {
  const { data = [] } = useGetList<Tag>('tags', {
    filter: search.trim() ? { q: search.trim() } : {},
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'posts', order: 'DESC' },
  });
  return data.filter((other) => other.id !== tag.id);
}

export function ChangeTagDialog({ tag, onClose }: { tag: Tag; onClose(): void }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [name, setName] = useState(tag.name);
  const [search, setSearch] = useState('');
  const [into, setInto] = useState<Tag | null>(null);
  const others = useOtherTags(tag, search);
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
      <DialogTitle id="tag-title">{translate('resources.tags.dialogTitle', { name: tag.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ mt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
            <TextField
              label={translate('resources.tags.newName')}
              size="small"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={problem?.field === 'name'}
              helperText={problem?.field === 'name' ? problem.message : translate('resources.tags.newNameHelp')}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <Button variant="contained" disabled={isPending || name.trim() === tag.name} onClick={() => change({ name })}>
              {translate('resources.tags.rename')}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
            <Autocomplete
              options={others}
              value={into}
              onChange={(_event, value) => setInto(value)}
              onInputChange={(_event, value) => setSearch(value)}
              filterOptions={(options) => options}
              getOptionLabel={(other) => `${other.name} (${other.posts})`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              sx={{ flex: 1 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate('resources.tags.mergeInto')}
                  size="small"
                  error={problem?.field === 'mergeInto'}
                  helperText={
                    problem?.field === 'mergeInto' ? problem.message : translate('resources.tags.mergeHelp', { name: tag.name })
                  }
                />
              )}
            />
            <Button
              variant="outlined"
              color="warning"
              disabled={isPending || !into}
              onClick={() => into && change({ mergeInto: into.id })}
            >
              {translate('resources.tags.merge')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.tags.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
