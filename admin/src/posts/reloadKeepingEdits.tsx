import { createContext, useContext, useEffect, useRef, type MutableRefObject, type ReactNode } from 'react';
import { useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';

/** What the editor had typed and not saved when the post was reloaded, and the record it was typed over. */
type KeptEdits = MutableRefObject<{ values: FieldValues; before: RaRecord | undefined } | null>;

const KeptEditsContext = createContext<KeptEdits | null>(null);

/**
 * Around the post form: after an action that changes only the post's status (Unpublish, Send
 * back), the post is reloaded and react-admin resets the form to it; what the editor had typed
 * and not saved is laid back over it, still unsaved. The buttons that reload may unmount with the
 * old status, so the typing is kept here, above them, and put back by `RestoreKeptEdits`.
 */
export function KeptEditsProvider({ children }: { children: ReactNode }) {
  return <KeptEditsContext.Provider value={useRef(null)}>{children}</KeptEditsContext.Provider>;
}

const useKeptEdits = (): KeptEdits => {
  const keptRef = useContext(KeptEditsContext);
  if (!keptRef) throw new Error('useKeptEdits: outside KeptEditsProvider');
  return keptRef;
};

/** Reloads the post, keeping the unsaved typing. */
export function useReloadKeepingEdits() {
  const keptRef = useKeptEdits();
  const record = useRecordContext();
  const refresh = useRefresh();
  const { getValues } = useFormContext();
  const { isDirty } = useFormState();
  return () => {
    keptRef.current = isDirty ? { values: getValues(), before: record } : null;
    refresh();
  };
}

/** Inside the form, always mounted: once the reloaded record has arrived, puts the typing back. */
export function RestoreKeptEdits() {
  const keptRef = useKeptEdits();
  const record = useRecordContext();
  const { reset } = useFormContext();
  useEffect(() => {
    const typed = keptRef.current;
    if (!typed || typed.before === record) return;
    keptRef.current = null;
    // The reloaded record stays the form's default, so the form is dirty as before. The form
    // resets to that record in its own effect, which runs after this one: wait for it.
    setTimeout(() => reset(typed.values, { keepDefaultValues: true }));
  }, [keptRef, record, reset]);
  return null;
}
