import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button, Typography } from '@mui/material';
import { ITINERARY_LIMITS } from '@journey-canvas/shared';
import {
  ArrayInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
} from 'react-admin';

function AddDayButton() {
  const { add, total } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} onClick={() => add()} disabled={total >= ITINERARY_LIMITS.days}>
      Add a day
    </Button>
  );
}

/** Sits in its day's item, so it knows which day. */
function AddStopButton() {
  const { add, total } = useSimpleFormIterator();
  const day = useSimpleFormIteratorItem().index + 1;
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()} disabled={total >= ITINERARY_LIMITS.stopsPerDay}>
      Add a stop to day {day}
    </Button>
  );
}

function StopFields() {
  return (
    <SimpleFormIterator
      inline
      disableClear
      addButton={<AddStopButton />}
      getItemLabel={(index) => `Stop ${index + 1}`}
      sx={{ '& .RaSimpleFormIterator-inline': { columnGap: 1 } }}
    >
      <TextInput source="name" label="Stop" helperText="e.g. Fushimi Inari" />
      <TextInput source="time" label="Time" helperText="HH:MM" sx={{ width: 110 }} />
      <NumberInput source="durationMinutes" label="Minutes" helperText="How long" step={5} sx={{ width: 110 }} />
      <NumberInput source="latitude" label="Latitude" helperText="For the map" step="any" sx={{ width: 130 }} />
      <NumberInput source="longitude" label="Longitude" helperText={false} step="any" sx={{ width: 130 }} />
      <NumberInput source="cost" label="Cost" helperText={false} step="any" sx={{ width: 110 }} />
      <TextInput source="currency" label="Currency" helperText="EUR, JPY…" sx={{ width: 110 }} />
      <TextInput source="note" label="Note" helperText={`${ITINERARY_LIMITS.note} characters at most`} multiline fullWidth />
    </SimpleFormIterator>
  );
}

/** The shared schema checks it here and in the CMS (decision 060). */
export function ItinerarySection() {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Optional. Each stop needs a name; its time, length, coordinates (for the map and an OpenStreetMap link) and cost are up to
        you.
      </Typography>
      <ArrayInput source="itinerary" label={false}>
        <SimpleFormIterator disableClear addButton={<AddDayButton />} getItemLabel={(index) => `Day ${index + 1}`} fullWidth>
          <TextInput source="title" label="Day title" helperText="Optional, e.g. Arrival and the old town" fullWidth />
          <ArrayInput source="stops" label="Stops">
            <StopFields />
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
