import EventIcon from '@mui/icons-material/Event';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Alert, AlertTitle, Stack } from '@mui/material';
import { ROLE_MESSAGES } from '@journey-canvas/shared';
import { DateTimeInput, SaveButton, useRecordContext, useSaveContext } from 'react-admin';
import { NOTICES } from '../i18n/en';
import { mayChange } from './mayChange';
import { SendBackButton } from './SendBackButton';
import { statusLabel, type StatusRecord } from './status';
import { editorTimeZone } from './saving';
import { useSaveOptions, type AfterSave } from './PostToolbar';
import { UnpublishButton } from './UnpublishButton';
import { usePostRights } from '../auth/useCan';

/** The publish time is typed in the editor's time zone, stored in UTC; a Contributor's live story is only read (decision 045). */
export function PublishingSection({ afterSave }: { afterSave: AfterSave }) {
  const record = useRecordContext<StatusRecord & { id: string; reviewNote?: string | null }>();
  const { saving } = useSaveContext();
  const rights = usePostRights();
  const canPublish = rights?.publish !== false;
  const schedule = useSaveOptions('scheduled', afterSave);
  const unschedule = useSaveOptions('draft', afterSave);
  if (record && !mayChange(rights, record)) {
    return (
      <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box' }}>
        <AlertTitle>{statusLabel(record)}</AlertTitle>
        {ROLE_MESSAGES.liveNotEditable}.
      </Alert>
    );
  }
  if (record?.status === 'published') {
    return (
      <Stack spacing={1} alignItems="flex-start" sx={{ width: '100%' }}>
        <Alert severity="success" sx={{ width: '100%', boxSizing: 'border-box' }}>
          {statusLabel(record)}: saving a draft keeps this version live until you publish.
        </Alert>
        <UnpublishButton />
      </Stack>
    );
  }
  const note = record?.reviewNote ? (
    <Alert severity="warning">
      {NOTICES.reviewNote} {record.reviewNote}
    </Alert>
  ) : null;
  if (!canPublish) {
    return (
      <Stack spacing={1} sx={{ width: '100%' }}>
        {record && <Alert severity="info">{statusLabel(record)}</Alert>}
        {note}
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {record && <Alert severity={record.status === 'scheduled' ? 'info' : 'warning'}>{statusLabel(record)}</Alert>}
      {note}
      {record?.status === 'review' && rights?.review && <SendBackButton />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <DateTimeInput
          source="scheduledAt"
          label="Publish date and time"
          helperText={`In your time zone (${editorTimeZone()}).`}
          sx={{ minWidth: 260 }}
        />
        <SaveButton
          type="button"
          label="Schedule"
          variant="outlined"
          icon={<EventIcon />}
          alwaysEnable={!saving}
          sx={{ mt: 1 }}
          {...schedule}
        />
        {record?.status === 'scheduled' && (
          <SaveButton
            type="button"
            label="Unschedule"
            variant="text"
            icon={<EventBusyIcon />}
            alwaysEnable={!saving}
            sx={{ mt: 1 }}
            {...unschedule}
          />
        )}
      </Stack>
    </Stack>
  );
}
