import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportJob } from '@journey-canvas/shared';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { ImportReport } from './ImportReport';
import { lastImport, runImport, uploadImportFile } from './movingIn';

const POLL_MS = 1_000;
const ACCEPTED = '.xml,.json,.zip,application/xml,text/xml,application/json,application/zip';

/** Settings › Import (decision 099): the file is checked by a dry run in the CMS, then imported once confirmed. */
export function ImportSettings() {
  const translate = useTranslate();
  const [job, setJob] = useState<ImportJob | null>();
  const [file, setFile] = useState<File>();
  const [download, setDownload] = useState(false);
  /** How much of the file has gone up, while it goes. */
  const [uploaded, setUploaded] = useState<number>();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string>();

  const problem = useCallback(
    (caught: unknown) => {
      if (!(caught instanceof HttpError) || caught.message) return (caught as Error).message;
      if (caught.status === 413) return IMPORT_MESSAGES.tooLarge;
      if (caught.status === 0) return translate('settings.import.unreachable');
      return translate('settings.import.answered', { status: caught.status });
    },
    [translate],
  );

  // The last import's state, which outlives the tab that started it.
  useEffect(() => {
    let live = true;
    lastImport().then(
      (latest) => live && setJob(latest),
      (caught: unknown) => live && setError(problem(caught)),
    );
    return () => {
      live = false;
    };
  }, [problem]);

  const running = job?.status === 'running';
  useEffect(() => {
    if (!running) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => {
        lastImport().then(
          (latest) => {
            if (!live) return;
            setJob(latest);
            next();
          },
          (caught: unknown) => {
            if (!live) return;
            setError(problem(caught));
            next();
          },
        );
      }, POLL_MS);
    };
    next();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [running, problem]);

  async function check() {
    setError(undefined);
    // Refused here rather than after a gigabyte has gone up.
    if (!file || file.size > IMPORT_MAX_BYTES) {
      setError(file ? IMPORT_MESSAGES.tooLarge : IMPORT_MESSAGES.noFile);
      return;
    }
    setUploaded(0);
    try {
      setJob(await uploadImportFile(file, download, setUploaded));
    } catch (caught) {
      setError(problem(caught));
    } finally {
      setUploaded(undefined);
    }
  }

  async function run(checked: ImportJob) {
    setError(undefined);
    setStarting(true);
    try {
      setJob(await runImport(checked.id));
    } catch (caught) {
      setError(problem(caught));
    } finally {
      setStarting(false);
    }
  }

  const busy = running || uploaded !== undefined || starting;
  const so = job?.report?.counts.stories;
  const toWrite = so ? so.imported + so.updated : 0;
  const name = { name: job?.fileName ?? file?.name ?? '' };
  return (
    <Card component="section" aria-labelledby="settings-import" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="settings-import" component="h2" variant="h6">
          {translate('settings.import.title')}
        </Typography>
        <Typography variant="body2">{translate('settings.import.intro')}</Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <TextField
            type="file"
            label={translate('settings.import.file')}
            size="small"
            disabled={busy}
            onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0])}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: ACCEPTED } }}
          />
          <FormControlLabel
            control={<Checkbox checked={download} disabled={busy} onChange={(event) => setDownload(event.target.checked)} />}
            label={translate('settings.import.download')}
          />
          <Button variant="outlined" onClick={check} disabled={busy} sx={{ flexShrink: 0 }}>
            {translate('settings.import.check')}
          </Button>
        </Stack>
        {uploaded !== undefined && (
          <LinearProgress
            variant="determinate"
            value={Math.round(uploaded * 100)}
            aria-label={translate('settings.import.uploading', { name: file?.name ?? '' })}
          />
        )}
        {running && (
          // The total is only known at the end: how far it has gone is told in stories read.
          <LinearProgress aria-label={translate(job.dryRun ? 'settings.import.checking' : 'settings.import.importing', name)} />
        )}
        <Typography variant="body2" aria-live="polite">
          {running &&
            translate(job.dryRun ? 'settings.import.readDry' : 'settings.import.read', {
              smart_count: job.read,
              imported: so?.imported ?? 0,
              updated: so?.updated ?? 0,
              unchanged: so?.unchanged ?? 0,
              failed: so?.failed ?? 0,
            })}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {job?.status === 'failed' && (
          <Alert severity="error">
            <AlertTitle>{translate('settings.import.failed', name)}</AlertTitle>
            {job.error}
          </Alert>
        )}
        {job?.status === 'done' && job.report && (
          <ImportReport
            report={job.report}
            title={translate(job.dryRun ? 'settings.import.dryRunDone' : 'settings.import.importDone', name)}
          />
        )}
        {job?.status === 'done' && job.dryRun && (
          <Box>
            {toWrite > 0 ? (
              <Button variant="contained" onClick={() => run(job)} disabled={busy}>
                {translate('settings.import.run', { smart_count: toWrite })}
              </Button>
            ) : (
              <Typography variant="body2">{translate('settings.import.nothingToRun')}</Typography>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
