import { Alert, Box, Button, Stack } from '@mui/material';
import { GUIDE_CHECK_LABELS, guideCheckDue } from '@journey-canvas/shared';
import { DateInput, NumberInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/** The editor's own calendar day. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function LastVerified() {
  const { setValue } = useFormContext();
  const [postType, lastVerifiedAt, outdatedReportedAt] = useWatch({
    name: ['postType', 'lastVerifiedAt', 'outdatedReportedAt'],
  }) as [string, string | null, string | null];
  if (postType !== 'guide') return null;
  const due = guideCheckDue({ postType, lastVerifiedAt, outdatedReportedAt });
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <DateInput source="lastVerifiedAt" label="Last verified" helperText="Readers see “Checked on …” on the guide" />
        <Button onClick={() => setValue('lastVerifiedAt', today(), { shouldDirty: true, shouldTouch: true })}>
          Verified today
        </Button>
      </Stack>
      {due && (
        <Alert severity="warning" data-testid="guide-check-due" sx={{ mb: 1 }}>
          {GUIDE_CHECK_LABELS[due]}: check the prices, times and links, then set the date.
        </Alert>
      )}
    </Box>
  );
}

export function PlaceSection() {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="placeName" label="Place" helperText="e.g. Kyoto" fullWidth />
        <TextInput source="placeCountry" label="Country" helperText="e.g. Japan" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput source="placeLatitude" label="Latitude" helperText="-90 to 90, e.g. 35.0116" step="any" fullWidth />
        <NumberInput source="placeLongitude" label="Longitude" helperText="-180 to 180, e.g. 135.7681" step="any" fullWidth />
      </Stack>
      <LastVerified />
    </>
  );
}
