import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, useCreate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import type { RedirectRecord } from '../types';

function fieldMessages(error: unknown): { from?: string; to?: string; status?: string; message: string } {
  const errors = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
  return { from: errors.from, to: errors.to, status: errors.status, message: (error as Error).message };
}

const EMPTY: Omit<RedirectRecord, 'id'> = { from: '', to: '', status: 301 };

/** The CMS decides what is allowed and says why next to the field (decision 041). */
export function AddRedirect() {
  const translate = useTranslate();
  const toast = useToast();
  const [create, { isPending: adding }] = useCreate<RedirectRecord>();
  // Analytics' "Add redirect" opens the list with the missing address filled in.
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState({ ...EMPTY, from: searchParams.get('from') ?? '' });
  const [problems, setProblems] = useState<ReturnType<typeof fieldMessages>>();

  function add(event: FormEvent) {
    event.preventDefault();
    setProblems(undefined);
    create(
      'redirects',
      { data: form },
      {
        onSuccess: () => {
          setForm(EMPTY);
          toast.success(NOTICES.redirectAdded.title);
        },
        onError: (error) => setProblems(fieldMessages(error)),
      },
    );
  }

  return (
    <>
      <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={add} noValidate sx={{ mb: 2 }}>
        <TextField
          label={translate('resources.redirects.from')}
          size="small"
          value={form.from}
          placeholder="/articles/old-name"
          onChange={(event) => setForm({ ...form, from: event.target.value })}
          error={Boolean(problems?.from)}
          helperText={problems?.from}
          sx={{ flex: 1 }}
        />
        <TextField
          label={translate('resources.redirects.to')}
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
          label={translate('resources.redirects.fields.status')}
          size="small"
          value={form.status}
          onChange={(event) => setForm({ ...form, status: Number(event.target.value) === 302 ? 302 : 301 })}
          // react-admin's theme makes every field full width.
          fullWidth={false}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={301}>{translate('resources.redirects.permanent')}</MenuItem>
          <MenuItem value={302}>{translate('resources.redirects.temporary')}</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" disabled={adding} sx={{ alignSelf: 'flex-start' }}>
          {translate('resources.redirects.add')}
        </Button>
      </Stack>
      {problems && !problems.from && !problems.to && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
          {problems.message}
        </Typography>
      )}
    </>
  );
}
