import { Alert } from '@mui/material';
import type { NewsletterSendRecord } from '@journey-canvas/shared';
import { BooleanInput, useGetList, useRecordContext } from 'react-admin';
import { useCan } from '../auth/useCan';
import { shownDateAndTime } from '../dates';

/** Emailed once, when the story goes live, now or at its publish time (decision 056). */
export function EmailSubscribersInput() {
  const mayEmail = useCan()('newsletter') ?? false;
  const record = useRecordContext<{ id: string }>();
  const { data: sends = [] } = useGetList<NewsletterSendRecord>(
    'newsletter-sends',
    { filter: { post: record?.id }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: Boolean(record?.id && mayEmail) },
  );
  if (!mayEmail) return null;
  const [sent] = sends;
  if (sent) {
    return (
      <Alert severity="info" sx={{ width: '100%', boxSizing: 'border-box' }}>
        Emailed to subscribers on {shownDateAndTime(sent.createdAt)}: {sent.sent} sent, {sent.queued} waiting, {sent.failed}{' '}
        failed.
      </Alert>
    );
  }
  return (
    <BooleanInput
      source="emailSubscribers"
      label="Email this story to subscribers"
      helperText="Sent once to every confirmed subscriber, when the story goes live (now, or at its publish time)."
    />
  );
}
