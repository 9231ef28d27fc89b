import DownloadIcon from '@mui/icons-material/Download';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { downloadExport } from './movingIn';

/** Settings › Export (decision 099): everything the site holds, to move out or to keep. */
export function ExportSettings() {
  const translate = useTranslate();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string>();

  async function save() {
    setError(undefined);
    setDownloading(true);
    try {
      await downloadExport();
    } catch (caught) {
      setError((caught as Error).message || translate('settings.import.unreachable'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card component="section" aria-labelledby="settings-export" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="settings-export" component="h2" variant="h6">
          {translate('settings.export.title')}
        </Typography>
        <Typography variant="body2">{translate('settings.export.intro')}</Typography>
        <Box>
          <Button
            variant="outlined"
            onClick={save}
            disabled={downloading}
            startIcon={downloading ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
          >
            {translate('settings.export.download')}
          </Button>
        </Box>
        <Typography variant="body2" role="status">
          {downloading && translate('settings.export.downloading')}
        </Typography>
        {error && (
          <Alert severity="error">
            <AlertTitle>{translate('settings.export.failed')}</AlertTitle>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
