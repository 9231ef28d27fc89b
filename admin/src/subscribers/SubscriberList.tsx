import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { SmallTable } from '../layout/SmallTable';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type SubscriberRecord,
  type SubscriberStatus,
} from '@journey-canvas/shared';
import { useState } from 'react';
import { useDelete, useGetList } from 'react-admin';
import { adminConfig } from '../config';
import { READER_NOTICES } from '../i18n/readers';
import { useToast } from '../Toast';
import { exportSubscribers } from './exportSubscribers';
import { shownDate } from '../dates';

const PER_PAGE = 25;
const day = (value: string | null) => (value ? shownDate(value) : '—');

/** Only here are addresses shown. */
export default function SubscriberList() {
  const toast = useToast();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [page, setPage] = useState(1);
  const filter = { ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) };
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<SubscriberRecord>('subscribers', {
    filter,
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const [remove] = useDelete<SubscriberRecord>();
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <Card component="section" aria-labelledby="subscribers-heading">
      <CardContent>
        <Typography id="subscribers-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          Subscribers
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            label="Search addresses"
            size="small"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label="Status"
            size="small"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as SubscriberStatus | '');
              setPage(1);
            }}
            fullWidth={false}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">Every status</MenuItem>
            {SUBSCRIBER_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {SUBSCRIBER_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() =>
              exportSubscribers(adminConfig().cmsUrl, filter).catch((error: Error) =>
                toast.error(READER_NOTICES.exportFailed, error.message),
              )
            }
          >
            Export CSV
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
          {isPending ? 'Loading…' : `${total} ${total === 1 ? 'address' : 'addresses'}`}
        </Typography>
        <SmallTable
          label="Subscribers"
          columns={['Email', 'Status', 'Subscribed', 'Confirmed', { label: 'Remove', align: 'right' }]}
        >
          {data.map((subscriber) => (
            <TableRow key={subscriber.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{subscriber.email}</TableCell>
              <TableCell>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</TableCell>
              <TableCell>{day(subscriber.createdAt)}</TableCell>
              <TableCell>{day(subscriber.confirmedAt)}</TableCell>
              <TableCell align="right">
                <IconButton
                  aria-label={`Remove ${subscriber.email}`}
                  onClick={() => {
                    if (!window.confirm(`Remove ${subscriber.email} for good? Nothing more will be sent to it.`)) return;
                    remove(
                      'subscribers',
                      { id: subscriber.id, previousData: subscriber },
                      {
                        mutationMode: 'pessimistic',
                        onSuccess: () => toast.success(READER_NOTICES.subscriberRemoved),
                        onError: (error) => toast.error(READER_NOTICES.subscriberFailed, (error as Error).message),
                      },
                    );
                  }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
        {pages > 1 && (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Typography variant="body2">
              Page {page} of {pages}
            </Typography>
            <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
