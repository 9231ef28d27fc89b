import { Box, Button, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { ROLE_MESSAGES } from '@journey-canvas/shared';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetList, useRecordContext, useRefresh } from 'react-admin';
import { NOTICES } from '../i18n/en';
import { mayChange } from '../posts/mayChange';
import { unsavedWorkKey } from '../posts/saving';
import type { StatusRecord } from '../posts/status';
import { useToast } from '../Toast';
import type { AdminDataProvider } from '../dataProvider';
import { DOOR_LABELS, whoMade } from './doors';
import { RevisionCompare } from './RevisionCompare';
import { shownDateAndTime } from '../dates';
import { usePostRights } from '../auth/useCan';

interface RevisionLine {
  id: number;
  post: string;
  createdAt: string;
  editor: string | null;
  door: string;
  summary: string;
}

const PER_PAGE = 10;

/** A restore becomes a new draft (decision 036); a role that may not change the story only compares (decision 045). */
export function HistoryPanel() {
  const record = useRecordContext<StatusRecord & { id: string }>();
  const restorable = mayChange(usePostRights(), record);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [comparing, setComparing] = useState<RevisionLine | null>(null);
  const [restoring, setRestoring] = useState<RevisionLine | null>(null);
  const [working, setWorking] = useState(false);
  const { data, total, isPending, error } = useGetList<RevisionLine>(
    'revisions',
    { filter: { post: record?.id }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page, perPage: PER_PAGE } },
    { enabled: Boolean(record?.id) },
  );

  async function restore() {
    if (!restoring || !record) return;
    setWorking(true);
    try {
      await dataProvider.restoreRevision({ id: restoring.id, post: record.id });
      localStorage.removeItem(unsavedWorkKey(record.id));
      toast.success(NOTICES.revisionRestoreSucceeded.title, NOTICES.revisionRestoreSucceeded.description);
      setPage(1);
      refresh();
    } catch (failure) {
      toast.error(NOTICES.revisionRestoreFailed.title, (failure as Error).message);
    } finally {
      setWorking(false);
      setRestoring(null);
    }
  }

  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));
  return (
    <Box component="aside" aria-labelledby="history-heading">
      <Typography id="history-heading" component="h2" variant="h6">
        History
      </Typography>
      {!restorable && (
        <Typography variant="body2" color="text.secondary">
          {ROLE_MESSAGES.liveNotEditable}.
        </Typography>
      )}
      {isPending && <CircularProgress size={20} aria-label="Loading the history" />}
      {error && <Typography color="error">{(error as Error).message}</Typography>}
      {data?.length === 0 && <Typography color="text.secondary">No revisions yet.</Typography>}
      <List aria-label="Revisions" dense>
        {data?.map((revision) => (
          <ListItem key={revision.id} divider sx={{ display: 'block', px: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {revision.summary}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {whoMade(revision.editor, revision.door)} · {shownDateAndTime(revision.createdAt)} · via{' '}
              {DOOR_LABELS[revision.door] ?? revision.door}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
              <Button
                size="small"
                onClick={() => setComparing(revision)}
                aria-label={`Compare the revision of ${shownDateAndTime(revision.createdAt)}`}
              >
                Compare
              </Button>
              {restorable && (
                <Button
                  size="small"
                  onClick={() => setRestoring(revision)}
                  aria-label={`Restore the revision of ${shownDateAndTime(revision.createdAt)}`}
                >
                  Restore
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Typography variant="caption">
            Page {page} of {pages}
          </Typography>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Stack>
      )}
      {comparing && (
        <RevisionCompare id={comparing.id} when={shownDateAndTime(comparing.createdAt)} onClose={() => setComparing(null)} />
      )}
      <Confirm
        isOpen={Boolean(restoring)}
        loading={working}
        title={NOTICES.revisionRestoreConfirm.title}
        content={NOTICES.revisionRestoreConfirm.description}
        confirm="Restore"
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      />
    </Box>
  );
}
