import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { SmallTable } from '../layout/SmallTable';
import {
  NEWSLETTER_MESSAGES,
  WEEKDAYS,
  type NewsletterSendRecord,
  type NewsletterSettings as Settings,
} from '@journey-canvas/shared';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { READER_NOTICES } from '../i18n/readers';
import { useToast } from '../Toast';
import { shownDateAndTime } from '../dates';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Decision 056. */
export function NewsletterSettings() {
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [settings, setSettings] = useState<Settings & { sending: boolean; batchSize: number }>();
  const [saving, setSaving] = useState(false);
  const { data: sends = [], refetch } = useGetList<NewsletterSendRecord>('newsletter-sends', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'DESC' },
  });

  useEffect(() => {
    dataProvider.getNewsletterSettings().then(
      ({ data }) => setSettings(data),
      (error: Error) => toast.error(READER_NOTICES.settingsFailed, error.message),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async (change: Partial<Settings>) => {
    if (!settings) return;
    setSaving(true);
    try {
      const { data } = await dataProvider.saveNewsletterSettings({
        data: {
          digestEnabled: settings.digestEnabled,
          digestWeekday: settings.digestWeekday,
          digestHour: settings.digestHour,
          ...change,
        },
      });
      setSettings(data);
      toast.success(READER_NOTICES.settingsSaved);
    } catch (error) {
      toast.error(READER_NOTICES.settingsFailed, (error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const sendNow = async () => {
    try {
      const { data } = await dataProvider.sendDigest();
      toast.success(READER_NOTICES.digestQueued(data.queued));
      await refetch();
    } catch (error) {
      toast.error(READER_NOTICES.digestFailed, (error as Error).message);
    }
  };

  return (
    <Card component="section" aria-labelledby="settings-newsletter" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="settings-newsletter" component="h2" variant="h6" gutterBottom>
          Newsletter
        </Typography>
        {settings && !settings.sending && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {NEWSLETTER_MESSAGES.sendingOff}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 2 }}>
          Readers confirm their address before anything is sent. Tick “Email this story to subscribers” on a story to send it once
          it is live; the weekly digest lists the stories published since the last one.
        </Typography>
        {settings && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.digestEnabled}
                  disabled={saving}
                  onChange={(event) => save({ digestEnabled: event.target.checked })}
                />
              }
              label="Weekly digest"
            />
            <TextField
              select
              label="Day"
              size="small"
              value={settings.digestWeekday}
              disabled={saving}
              onChange={(event) => save({ digestWeekday: Number(event.target.value) })}
              fullWidth={false}
              sx={{ minWidth: 160 }}
            >
              {WEEKDAYS.map((day, index) => (
                <MenuItem key={day} value={index + 1}>
                  {day}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Hour (UTC)"
              size="small"
              value={settings.digestHour}
              disabled={saving}
              onChange={(event) => save({ digestHour: Number(event.target.value) })}
              fullWidth={false}
              sx={{ minWidth: 140 }}
            >
              {HOURS.map((hour) => (
                <MenuItem key={hour} value={hour}>
                  {String(hour).padStart(2, '0')}:00
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={sendNow}>
              Send a digest now
            </Button>
          </Stack>
        )}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Recent sends
        </Typography>
        {sends.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing sent yet.
          </Typography>
        ) : (
          <SmallTable
            label="Recent sends"
            columns={[
              'Sent',
              'What',
              { label: 'Queued', align: 'right' },
              { label: 'Sent', align: 'right' },
              { label: 'Failed', align: 'right' },
            ]}
          >
            {sends.map((send) => (
              <TableRow key={send.id}>
                <TableCell>{shownDateAndTime(send.createdAt)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {send.kind === 'digest' ? 'Digest: ' : 'Story: '}
                  {send.subject}
                </TableCell>
                <TableCell align="right">{send.queued}</TableCell>
                <TableCell align="right">{send.sent}</TableCell>
                <TableCell align="right">{send.failed}</TableCell>
              </TableRow>
            ))}
          </SmallTable>
        )}
        {settings && (
          <Typography variant="caption" color="text.secondary">
            Sent in batches of {settings.batchSize}; a message the mail server refuses is tried again, up to five times.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
