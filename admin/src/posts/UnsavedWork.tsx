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

/** Unsaved work to offer back: from this browser's copy or from the server's autosave. */
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
 * Keeps what the editor typed while it is unsaved, and offers it back after a closed tab, a crash
 * or a reload. Every form keeps a copy in this browser (decision 023). The Edit form of a saved
 * post also autosaves it to the CMS every few seconds while the editor types (decision 043), with
 * one quiet status line; on opening, the newer of the two is offered. Typing goes on being kept
 * while the offer shows (the offer stays on the screen until taken or dismissed); Restore over
 * such typing asks first, and Discard then only dismisses, since the copies hold the new typing.
 * Saving clears both (see PostToolbar and the CMS's revision recorder).
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
  // Whether the editor changed a field while the offer shows: a new form counts as changed from
  // its defaults before anything is typed, so the form's dirtiness cannot tell. A field's own change
  // event is the editor's doing (typing, a choice, an upload), and so is a button that fills fields
  // for the editor (Generate Structure, Verified today), which marks them touched. The form setting
  // its defaults or a field that appears late is neither, and typing in a box outside the post's
  // fields (the AI prompt) changes no field.
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

  // A saved post's autosave, offered when it is newer than this browser's copy.
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
      // Nothing to offer from the server; the browser copy, if any, stands.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [post, getValues]);

  // While the editor types: at most one autosave every few seconds, and only of a form that changed since the last.
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
    // Typing since opening is what the browser copy and the autosave now hold: they stay.
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
