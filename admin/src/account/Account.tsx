import { Card, CardContent, Typography } from '@mui/material';
import { ChangePassword } from './ChangePassword';
import { TwoFactor } from './TwoFactor';

export function Account() {
  return (
    <Card component="section" aria-labelledby="settings-account" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Typography id="settings-account" component="h2" variant="h6">
          Your account
        </Typography>
        <ChangePassword />
        <TwoFactor />
      </CardContent>
    </Card>
  );
}
