import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import {
  EMAIL_MAX_LENGTH,
  fieldErrors,
  loginSchema,
  MAX_FAILED_LOGINS,
  PASSWORD_MAX_LENGTH,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeField,
} from '@journey-canvas/shared';
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { LoginRefused } from '../authProvider';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';

/** Product spec sections 4 and 8: the failure counter lives in page memory only; the CMS throttles on its own (decision 004). */
export function LoginPage() {
  const login = useLogin();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [throttled, setThrottled] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  // Decision 046.
  const [challenge, setChallenge] = useState<string>();
  const [code, setCode] = useState('');

  const lockedOut = throttled || failures >= MAX_FAILED_LOGINS;
  const remaining = Math.max(0, MAX_FAILED_LOGINS - failures);
  const warnLockedOut = () => toast.error(NOTICES.tooManyAttempts.title, NOTICES.tooManyAttempts.description);

  function countFailure() {
    const failed = failures + 1;
    setFailures(failed);
    if (failed >= MAX_FAILED_LOGINS) warnLockedOut();
    else {
      const { title, description } = NOTICES.loginFailed(MAX_FAILED_LOGINS - failed);
      toast.error(title, description);
    }
    console.warn(`Admin login failed (${failed} of ${MAX_FAILED_LOGINS})`);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lockedOut) return warnLockedOut();
    let credentials: Parameters<typeof login>[0];
    if (challenge) {
      const parsed = twoFactorCodeField.safeParse(code);
      if (!parsed.success) return setErrors({ code: TWO_FACTOR_MESSAGES.codeRequired });
      credentials = { challenge, code: parsed.data };
    } else {
      const parsed = loginSchema.safeParse({ email, password });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      credentials = parsed.data;
    }
    setErrors({});
    setAuthenticating(true);
    try {
      await login(credentials);
      setFailures(0);
      toast.success(NOTICES.loginSucceeded.title, NOTICES.loginSucceeded.description);
    } catch (error) {
      setPassword('');
      setCode('');
      const reason = error instanceof LoginRefused ? error.reason : 'unavailable';
      if (reason === 'code-required') {
        setChallenge((error as LoginRefused).detail);
      } else if (reason === 'code-wrong') {
        setErrors({ code: (error as LoginRefused).detail ?? TWO_FACTOR_MESSAGES.codeWrong });
        countFailure();
      } else if (reason === 'challenge-expired') {
        setChallenge(undefined);
        toast.error(NOTICES.twoFactorExpired.title, NOTICES.twoFactorExpired.description);
      } else if (reason === 'throttled') {
        setThrottled(true);
        warnLockedOut();
      } else if (reason === 'invalid') {
        countFailure();
      } else if (reason === 'forbidden') {
        toast.error(NOTICES.loginForbidden.title, NOTICES.loginForbidden.description);
      } else {
        toast.error(NOTICES.loginUnavailable.title, NOTICES.loginUnavailable.description);
      }
    } finally {
      setAuthenticating(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f0fdfa', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, color: '#134e4a' }}>
            Journey Canvas Admin
          </Typography>
          <Typography sx={{ mb: 3, color: 'text.secondary' }}>Sign in to manage your travel stories.</Typography>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            {challenge ? (
              <>
                <Typography>{NOTICES.twoFactorPrompt}</Typography>
                <TextField
                  label="Authentication code"
                  name="code"
                  autoComplete="one-time-code"
                  required
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 20, inputMode: 'text', spellCheck: false } }}
                  error={Boolean(errors.code)}
                  helperText={errors.code}
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                />
              </>
            ) : (
              <>
                <TextField
                  label="Email"
                  type="email"
                  name="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
                  error={Boolean(errors.email)}
                  helperText={errors.email}
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus
                />
                <TextField
                  label="Password"
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
                  error={Boolean(errors.password)}
                  helperText={errors.password}
                />
              </>
            )}
            {failures > 0 && !lockedOut && (
              <Alert severity="warning" role="status">
                {NOTICES.loginAttemptsNote(failures, remaining)}
              </Alert>
            )}
            {lockedOut && (
              <Alert severity="error" role="alert">
                <strong>{NOTICES.tooManyAttempts.title}</strong> — {NOTICES.tooManyAttempts.description}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" disabled={authenticating || lockedOut}>
              {authenticating ? 'Authenticating...' : challenge ? 'Verify' : 'Sign in'}
            </Button>
            {challenge && (
              <Button variant="text" onClick={() => setChallenge(undefined)}>
                Use another account
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
