import { Alert, Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import {
  acceptInvitationSchema,
  fieldErrors,
  PASSWORD_MIN_LENGTH,
  STAFF_MESSAGES,
  STAFF_ROLE_NAMES,
  strapiFieldErrors,
  type StaffRole,
} from '@journey-canvas/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { adminConfig } from '../config';
import { NOTICES } from '../i18n/en';

type Invitation =
  | { state: 'checking' }
  | { state: 'valid'; email: string; role: StaffRole | null }
  | { state: 'refused'; message: string }
  | { state: 'accepted'; email: string };

/** Signed out: a token kept in this browser must not answer for someone else. */
async function invitationCall(path: 'check' | 'accept', body: object) {
  const response = await fetch(`${adminConfig().cmsUrl}/api/staff/invitations/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as {
    email?: string;
    role?: StaffRole;
    error?: { message?: string; details?: unknown };
  };
  return { ok: response.ok, json };
}

export function AcceptInvitation() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [invitation, setInvitation] = useState<Invitation>({ state: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    invitationCall('check', { token })
      .then(({ ok, json }) =>
        setInvitation(
          ok
            ? { state: 'valid', email: json.email ?? '', role: json.role ?? null }
            : { state: 'refused', message: json.error?.message ?? 'This invitation link is not valid.' },
        ),
      )
      .catch(() =>
        setInvitation({ state: 'refused', message: 'The content server cannot be reached. Please try again in a moment.' }),
      );
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = acceptInvitationSchema.safeParse({ token, password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    if (password !== repeat) return setErrors({ repeat: STAFF_MESSAGES.passwordsDiffer });
    setErrors({});
    setBusy(true);
    try {
      const { ok, json } = await invitationCall('accept', parsed.data);
      if (ok) setInvitation({ state: 'accepted', email: json.email ?? '' });
      else {
        const fields = strapiFieldErrors(json.error?.details);
        if (fields.token || !fields.password)
          setInvitation({ state: 'refused', message: json.error?.message ?? 'This invitation link is not valid.' });
        else setErrors(fields);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f0fdfa', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: 4, display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, color: '#134e4a' }}>
            Join Journey Canvas
          </Typography>
          {invitation.state === 'checking' && <Typography>Checking your invitation…</Typography>}
          {invitation.state === 'refused' && (
            <Alert severity="error" role="alert">
              {invitation.message}
            </Alert>
          )}
          {invitation.state === 'accepted' && (
            <>
              <Alert severity="success" role="status">
                <strong>{NOTICES.invitationAccepted.title}</strong> — {NOTICES.invitationAccepted.description}
              </Alert>
              <Button variant="contained" href="#/login">
                Sign in
              </Button>
            </>
          )}
          {invitation.state === 'valid' && (
            <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
              <Typography>
                Set a password for <strong>{invitation.email}</strong>
                {invitation.role ? `, invited as ${STAFF_ROLE_NAMES[invitation.role]}` : ''}. It must be at least{' '}
                {PASSWORD_MIN_LENGTH} characters.
              </Typography>
              <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(errors.password)}
                helperText={errors.password}
              />
              <TextField
                label="Repeat the password"
                type="password"
                autoComplete="new-password"
                required
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
                error={Boolean(errors.repeat)}
                helperText={errors.repeat}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? 'Saving...' : 'Set password'}
              </Button>
            </Box>
          )}
          <Link href="/">Back to the site</Link>
        </CardContent>
      </Card>
    </Box>
  );
}
