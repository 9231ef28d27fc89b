import RouteIcon from '@mui/icons-material/Route';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { GPX_MAX_BYTES, GPX_REFUSED, GPX_TRIM_METERS } from '@journey-canvas/shared';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useInput } from 'react-admin';
import type { RouteTrimPreview } from '@journey-canvas/shared';
import type { AdminDataProvider } from '../dataProvider';
import { useToast } from '../Toast';
import { RouteTrimMap } from './RouteTrimMap';

/** An autosave holds the id alone. */
interface RouteFile {
  id: number;
  name?: string | null;
}

const asRoute = (value: unknown): RouteFile | null =>
  typeof value === 'object' && value !== null ? (value as RouteFile) : typeof value === 'number' ? { id: value } : null;

/**
 * The CMS cleans and trims the file (decisions 062 and 085). Its removed parts are held here only,
 * never in the form (which autosave keeps), as they are what privacy removed.
 */
export function RouteInput() {
  const { field, fieldState } = useInput({ source: 'route', defaultValue: null });
  const [uploading, setUploading] = useState(false);
  const [trimmed, setTrimmed] = useState<{ id: number; preview: RouteTrimPreview } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const route = asRoute(field.value);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/\.gpx$/i.test(file.name) || file.size > GPX_MAX_BYTES) return toast.error('Invalid GPX file', GPX_REFUSED);
    setUploading(true);
    try {
      const { data } = await dataProvider.uploadImage(file);
      setTrimmed(data.routeTrim ? { id: data.id, preview: data.routeTrim } : null);
      field.onChange({ id: data.id, name: data.name ?? file.name });
    } catch (error) {
      toast.error('Invalid GPX file', (error as Error).message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        GPX route
      </Typography>
      <Typography variant="body2" color="text.secondary" id="route-help">
        A .gpx track under 10 MB. Everything within {GPX_TRIM_METERS} m of where its recording starts, stops or pauses, stray
        fixes, its times and your device’s data are removed before it is kept, so it never shows where you live. Readers see it on
        the map, with its distance, climb and profile.
      </Typography>
      <input ref={picker} type="file" accept=".gpx,application/gpx+xml" hidden onChange={choose} data-testid="route-file" />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <RouteIcon />}
          onClick={() => picker.current?.click()}
          disabled={uploading}
          aria-describedby="route-help"
        >
          {route ? 'Replace GPX route' : 'Upload GPX route'}
        </Button>
        {route && (
          <>
            <Typography variant="body2" data-testid="route-name">
              {route.name ?? `GPX file ${route.id}`}
            </Typography>
            <Button color="error" onClick={() => field.onChange(null)}>
              Remove route
            </Button>
          </>
        )}
      </Stack>
      {route && trimmed?.id === route.id && <RouteTrimMap preview={trimmed.preview} />}
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
