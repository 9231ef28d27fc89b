import { Alert, Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useDataProvider, usePermissions } from 'react-admin';
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminDataProvider } from '../dataProvider';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';

interface State {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}
interface Setup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

const problem = (error: unknown) => {
  const errors = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
  return { code: errors.code, password: errors.password, message: (error as Error).message };
};

/** Decision 046. */
export function TwoFactor() {
  const data = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const { refetch } = usePermissions();
  const [state, setState] = useState<State>();
  const [setup, setSetup] = useState<Setup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof problem>>();

  const load = () => data.staffCall<State>('account/two-factor', 'GET').then(setState);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (work: () => Promise<void>) => {
    setErrors(undefined);
    try {
      await work();
    } catch (error) {
      setErrors(problem(error));
    }
  };

  const start = () => run(async () => setSetup(await data.staffCall<Setup>('account/two-factor/setup', 'POST', {})));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await data.staffCall<{ recoveryCodes: string[] }>('account/two-factor/confirm', 'POST', { code });
      setRecoveryCodes(answer.recoveryCodes);
      setSetup(undefined);
      setCode('');
      toast.success(NOTICES.twoFactorOn.title, NOTICES.twoFactorOn.description);
      await load();
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await data.staffCall('account/two-factor/disable', 'POST', code ? { code } : { password });
      setCode('');
      setPassword('');
      toast.success(NOTICES.twoFactorOff.title);
      await load();
    });
  };

  if (!state) return null;
  return (
    <Box component="section" aria-labelledby="account-two-factor" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="account-two-factor" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Two-step sign-in
      </Typography>
      {state.required && !state.enabled && (
        <Alert severity="warning" role="alert">
          Your role requires two-step sign-in. Set it up to continue using the admin.
        </Alert>
      )}
      {recoveryCodes && (
        <Alert severity="success" role="status" onClose={() => setRecoveryCodes(undefined)}>
          <Typography sx={{ mb: 1 }}>
            Your recovery codes. Each works once if you lose your phone. They are shown only now: keep them somewhere safe.
          </Typography>
          <List dense aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2 }}>
            {recoveryCodes.map((recovery) => (
              <ListItem key={recovery} disableGutters>
                {recovery}
              </ListItem>
            ))}
          </List>
          <Button onClick={() => void refetch().then(() => setRecoveryCodes(undefined))}>I have saved them</Button>
        </Alert>
      )}
      {state.enabled ? (
        <>
          <Typography variant="body2">Two-step sign-in is on. {state.recoveryCodesLeft} recovery codes left.</Typography>
          {!state.required && (
            <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} noValidate onSubmit={turnOff}>
              <TextField
                size="small"
                label="Current code"
                value={code}
                autoComplete="one-time-code"
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(errors?.code)}
                helperText={errors?.code}
              />
              <TextField
                size="small"
                type="password"
                label="or your password"
                value={password}
                autoComplete="current-password"
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(errors?.password)}
                helperText={errors?.password}
              />
              <Button type="submit" variant="outlined" color="error" sx={{ alignSelf: 'flex-start' }}>
                Turn off
              </Button>
            </Stack>
          )}
        </>
      ) : setup ? (
        <Box component="form" noValidate onSubmit={confirm} sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
          <Typography variant="body2">
            Scan this code with an authenticator app (such as Google Authenticator, 1Password or Aegis), or type the secret into
            it, then enter the 6-digit code it shows.
          </Typography>
          <img src={setup.qrCode} alt="QR code to add Journey Canvas to an authenticator app" width={200} height={200} />
          <TextField label="Secret" size="small" value={setup.secret} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            label="Code from the app"
            size="small"
            value={code}
            autoComplete="one-time-code"
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors?.code)}
            helperText={errors?.code}
          />
          <Button type="submit" variant="contained" sx={{ justifySelf: 'start' }}>
            Confirm and turn on
          </Button>
        </Box>
      ) : (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Sign in with a code from your phone as well as your password.
          </Typography>
          <Button variant="contained" onClick={start}>
            Turn on two-step sign-in
          </Button>
        </Box>
      )}
      {errors && !errors.code && !errors.password && (
        <Typography role="alert" color="error" variant="body2">
          {errors.message}
        </Typography>
      )}
    </Box>
  );
}
