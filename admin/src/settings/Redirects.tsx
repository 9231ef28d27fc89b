import DeleteIcon from '@mui/icons-material/Delete';
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
import { useState, type FormEvent } from 'react';
import { HttpError, useCreate, useDelete, useGetList } from 'react-admin';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import type { RedirectRecord } from '../types';

function fieldMessages(error: unknown): { from?: string; to?: string; status?: string; message: string } {
  const errors = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
  return { from: errors.from, to: errors.to, status: errors.status, message: (error as Error).message };
}

/** The CMS decides what is allowed and says why next to the field (decision 041). */
export function Redirects() {
  const toast = useToast();
  const { data = [], isPending } = useGetList<RedirectRecord>('redirects', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'from', order: 'ASC' },
  });
  const [create, { isPending: adding }] = useCreate<RedirectRecord>();
  const [remove] = useDelete<RedirectRecord>();
  const [form, setForm] = useState<Omit<RedirectRecord, 'id'>>({ from: '', to: '', status: 301 });
  const [problems, setProblems] = useState<ReturnType<typeof fieldMessages>>();

  function add(event: FormEvent) {
    event.preventDefault();
    setProblems(undefined);
    create(
      'redirects',
      { data: form },
      {
        onSuccess: () => {
          setForm({ from: '', to: '', status: 301 });
          toast.success(NOTICES.redirectAdded.title);
        },
        onError: (error) => setProblems(fieldMessages(error)),
      },
    );
  }

  return (
    <Card component="section" aria-labelledby="settings-redirects" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="settings-redirects" component="h2" variant="h6" gutterBottom>
          Redirects
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          An old address of the site that sends readers on to another one. A redirect never replaces a live page.
        </Typography>
        <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={add} noValidate sx={{ mb: 2 }}>
          <TextField
            label="From path"
            size="small"
            value={form.from}
            placeholder="/articles/old-name"
            onChange={(event) => setForm({ ...form, from: event.target.value })}
            error={Boolean(problems?.from)}
            helperText={problems?.from}
            sx={{ flex: 1 }}
          />
          <TextField
            label="To path or address"
            size="small"
            value={form.to}
            placeholder="/articles/new-name"
            onChange={(event) => setForm({ ...form, to: event.target.value })}
            error={Boolean(problems?.to)}
            helperText={problems?.to}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label="Status"
            size="small"
            value={form.status}
            onChange={(event) => setForm({ ...form, status: Number(event.target.value) === 302 ? 302 : 301 })}
            // react-admin's theme makes every field full width.
            fullWidth={false}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value={301}>301 (moved for good)</MenuItem>
            <MenuItem value={302}>302 (moved for now)</MenuItem>
          </TextField>
          <Button type="submit" variant="contained" disabled={adding} sx={{ alignSelf: 'flex-start' }}>
            Add redirect
          </Button>
        </Stack>
        {problems && !problems.from && !problems.to && (
          <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
            {problems.message}
          </Typography>
        )}
        {!isPending && data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No redirects yet.
          </Typography>
        ) : (
          <SmallTable label="Redirects" columns={['From', 'To', 'Status', { label: 'Remove', align: 'right' }]}>
            {data.map((redirect) => (
              <TableRow key={redirect.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{redirect.from}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{redirect.to}</TableCell>
                <TableCell>{redirect.status}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`Remove the redirect from ${redirect.from}`}
                    onClick={() =>
                      remove(
                        'redirects',
                        { id: redirect.id, previousData: redirect },
                        {
                          mutationMode: 'pessimistic',
                          onSuccess: () => toast.success(NOTICES.redirectRemoved.title),
                          onError: (error) => toast.error(NOTICES.redirectFailed.title, (error as Error).message),
                        },
                      )
                    }
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </SmallTable>
        )}
      </CardContent>
    </Card>
  );
}
