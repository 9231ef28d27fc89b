import ShieldIcon from '@mui/icons-material/Shield';
import { Alert, AlertTitle, Box, List, ListItem } from '@mui/material';
import { securityMeasures } from './securityMeasures';

export function SecurityNotice({ activityLogShown }: { activityLogShown: boolean }) {
  return (
    <Box component="section" aria-label="Security" sx={{ mt: 3 }}>
      <Alert severity="info" icon={<ShieldIcon />} role="note">
        <AlertTitle>Security</AlertTitle>
        {/* Padding, not margin: a margin made the notice scroll sideways on a phone. */}
        <List dense disablePadding sx={{ pl: 2 }}>
          {securityMeasures({ activityLogShown }).map((measure) => (
            <ListItem key={measure} disableGutters sx={{ display: 'list-item', listStyle: 'disc' }}>
              {measure}
            </ListItem>
          ))}
        </List>
      </Alert>
    </Box>
  );
}
