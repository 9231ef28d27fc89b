import { Alert, Button, Typography } from '@mui/material';
import { AUTOSAVE_DELAY_MS } from '@journey-canvas/shared';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { NOTICES } from '../i18n/en';
import { discardAutosave, fetchAutosave, formValuesOf, sendAutosave } from './autosave';
import { toSubmission } from './postResolver';
import { unsavedWorkKey } from './saving';
import { shownDateAndTime, shownTime } from '../dates';

interface Kept {
  savedAt: number;
  values: Record<string, unknown>;
  source: 'browser' | 'server';
}

const readBrowserCopy = (key: string): Kept | null => {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as Omit<Kept, 'source'> | null;
    return kept ? { ...kept, source: 'browser' } : null;
  } catch {
    return null;
  }
};

/**
 * Offers unsaved work back from this browser's copy (decision 023) or the CMS's autosave (decision
 * 043), whichever is newer. Restore over new typing asks first; Discard then only dismisses.
 */
export function UnsavedWork() {
  const record = useRecordContext();
  const post = record?.id === undefined ? undefined : String(record.id);
  const key = unsavedWorkKey(record?.id);
  const { reset, getValues, getFieldState, watch } = useFormContext();
  const { isDirty } = useFormState();
  const values = useWatch();
  const [offer, setOffer] = useState<Kept | null>(() => readBrowserCopy(key));
  const [status, setStatus] = useState<string | null>(null);
  const [confirmingRestore, setConfirmingRestore] = useState(false);
  const dirty = useRef(isDirty);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef<string | null>(null);
  // A new form is dirty before anything is typed, so dirtiness cannot tell. A change event or a
  // touched field (buttons that fill fields mark them touched) is the editor's doing.
  const [typedSinceOpening, setTypedSinceOpening] = useState(false);

  useEffect(() => {
    if (!offer || typedSinceOpening) return;
    const { unsubscribe } = watch((_values, { name, type }) => {
      if (type === 'change' || (name !== undefined && getFieldState(name).isTouched)) setTypedSinceOpening(true);
    });
    return unsubscribe;
  }, [offer, typedSinceOpening, watch, getFieldState]);

  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  useEffect(() => {
    if (!isDirty || (offer && !typedSinceOpening)) return;
    const timer = setTimeout(() => localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values })), 400);
    return () => clearTimeout(timer);
  }, [key, values, isDirty, offer, typedSinceOpening]);

  useEffect(() => {
    if (!post) return;
    let current = true;
    fetchAutosave(post)
      .then((autosave) => {
        if (!current || !autosave) return;
        const savedAt = Date.parse(autosave.createdAt);
        setOffer((kept) =>
          kept && kept.savedAt >= savedAt
            ? kept
            : { savedAt, values: formValuesOf(autosave.fields, getValues()), source: 'server' },
        );
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [post, getValues]);

  useEffect(() => {
    if (!post || !isDirty || (offer && !typedSinceOpening) || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      if (!dirty.current) return;
      const fields = toSubmission(getValues());
      const sent = JSON.stringify(fields);
      if (sent === lastSent.current) return;
      sendAutosave(post, fields)
        .then(({ createdAt }) => {
          lastSent.current = sent;
          setStatus(NOTICES.autosaveStatus.saved(shownTime(createdAt)));
        })
        .catch(() => setStatus(NOTICES.autosaveStatus.failed));
    }, AUTOSAVE_DELAY_MS);
  }, [post, values, isDirty, offer, getValues, typedSinceOpening]);

  useEffect(() => () => clearTimeout(pending.current), []);

  const statusLine =
    status && isDirty ? (
      <Typography variant="caption" color="text.secondary" role="status" data-testid="autosave-status">
        {status}
      </Typography>
    ) : null;
  if (!offer) return statusLine;
  const restore = () => {
    reset(offer.values, { keepDefaultValues: true });
    setOffer(null);
    setConfirmingRestore(false);
  };
  const discard = () => {
    // The copies now hold the typing since opening: they stay.
    if (!typedSinceOpening) {
      localStorage.removeItem(key);
      if (post) discardAutosave(post).catch(() => undefined);
    }
    setOffer(null);
  };
  const when = shownDateAndTime(offer.savedAt);
  return (
    <>
      <Alert
        severity="info"
        sx={{ width: '100%' }}
        action={
          <>
            <Button color="inherit" size="small" onClick={() => (typedSinceOpening ? setConfirmingRestore(true) : restore())}>
              {NOTICES.unsavedWork.restore}
            </Button>
            <Button color="inherit" size="small" onClick={discard}>
              {NOTICES.unsavedWork.discard}
            </Button>
          </>
        }
      >
        {offer.source === 'server' ? NOTICES.unsavedWork.autosaved(when) : NOTICES.unsavedWork.keptInBrowser(when)}
      </Alert>
      {statusLine}
      <Confirm
        isOpen={confirmingRestore}
        title={NOTICES.unsavedWork.replaceConfirm.title}
        content={NOTICES.unsavedWork.replaceConfirm.description}
        confirm={NOTICES.unsavedWork.restore}
        onConfirm={restore}
        onClose={() => setConfirmingRestore(false)}
      />
    </>
  );
}
