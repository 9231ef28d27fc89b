import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { unsavedWorkKey } from './saving';

interface Kept {
  savedAt: number;
  values: Record<string, unknown>;
}

const read = (key: string): Kept | null => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as Kept | null;
  } catch {
    return null;
  }
};

/**
 * Keeps what the editor typed in this browser while it is unsaved, and offers it back after a
 * crash or a reload. Saving clears it (see PostToolbar).
 */
export function UnsavedWork() {
  const record = useRecordContext();
  const key = unsavedWorkKey(record?.id);
  const { reset } = useFormContext();
  const { isDirty } = useFormState();
  const values = useWatch();
  const [offer, setOffer] = useState<Kept | null>(() => read(key));

  useEffect(() => {
    if (!isDirty || offer) return;
    const timer = setTimeout(() => localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values })), 400);
    return () => clearTimeout(timer);
  }, [key, values, isDirty, offer]);

  if (!offer) return null;
  const when = new Date(offer.savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert
      severity="info"
      sx={{ width: '100%' }}
      action={
        <>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              reset(offer.values, { keepDefaultValues: true });
              setOffer(null);
            }}
          >
            Restore
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              localStorage.removeItem(key);
              setOffer(null);
            }}
          >
            Discard
          </Button>
        </>
      }
    >
      Unsaved changes from {when} were kept in this browser.
    </Alert>
  );
}
