import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { fieldErrors, passwordChangeSchema, PASSWORD_MIN_LENGTH, STAFF_MESSAGES } from '@journey-canvas/shared';
import { HttpError, useDataProvider } from 'react-admin';
import { useState, type FormEvent } from 'react';
import type { AdminDataProvider } from '../dataProvider';
import { NOTICES } from '../i18n/en';
import { readSession, saveSession } from '../session';
import { useToast } from '../Toast';

/** The new one twice: a typo would be saved, and every other session ends. */
export function ChangePassword() {
  const data = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const [form, setForm] = useState({ currentPassword: '', password: '' });
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (repeat !== form.password) return setErrors({ repeat: STAFF_MESSAGES.passwordsDiffer });
    setErrors({});
    try {
      const { jwt } = await data.staffCall<{ jwt: string }>('account/password', 'PUT', parsed.data);
      const session = readSession();
      if (session) saveSession({ ...session, token: jwt });
      setForm({ currentPassword: '', password: '' });
      setRepeat('');
      toast.success(NOTICES.passwordChanged.title, NOTICES.passwordChanged.description);
    } catch (error) {
      const fields = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
      setErrors({ ...fields, ...(fields.currentPassword || fields.password ? {} : { password: (error as Error).message }) });
    }
  }

  return (
    <Box component="section" aria-labelledby="account-password" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="account-password" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Password
      </Typography>
      <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} noValidate onSubmit={submit}>
        <TextField
          size="small"
          type="password"
          label="Current password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(event) => setForm({ ...form, currentPassword: event.target.value })}
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword}
        />
        <TextField
          size="small"
          type="password"
          label="New password"
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
          error={Boolean(errors.password)}
          helperText={errors.password ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <TextField
          size="small"
          type="password"
          label="Repeat the new password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={Boolean(errors.repeat)}
          helperText={errors.repeat}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </Box>
  );
}
