import ShieldIcon from '@mui/icons-material/Shield';
import { Alert, AlertTitle, Box, List, ListItem } from '@mui/material';

/** What the product really does to keep the publishing area safe, and nothing it does not. */
const MEASURES = [
  'Sign-in is checked by the content server; sessions end after 8 hours.',
  'Five failed sign-ins lock further attempts from that address for a cooling-off period; wrong two-step codes count too.',
  'Anyone can turn on two-step sign-in with an authenticator app; the server can require it for some roles.',
  'A password change, a suspension or “End sessions” signs the person out everywhere at once.',
  'Only staff accounts can use the dashboard: Contributors and Authors work on their own posts, Editors and Administrators on every post, and the CMS enforces each role.',
  'Every post is validated and its content sanitized on the server, whoever sends it.',
  'Uploads must really be JPG, PNG or WEBP images under 10 MB; location data is stripped.',
  'Sign-ins, failed sign-ins and every change are recorded in the activity log below, kept for a year.',
];

export function SecurityNotice() {
  return (
    <Box component="section" aria-label="Security" sx={{ mt: 3 }}>
      <Alert severity="info" icon={<ShieldIcon />} role="note">
        <AlertTitle>Security</AlertTitle>
        {/* Indented by the list's padding, not the items' margin: a margin made the notice scroll sideways on a phone. */}
        <List dense disablePadding sx={{ pl: 2 }}>
          {MEASURES.map((measure) => (
            <ListItem key={measure} disableGutters sx={{ display: 'list-item', listStyle: 'disc' }}>
              {measure}
            </ListItem>
          ))}
        </List>
      </Alert>
    </Box>
  );
}
