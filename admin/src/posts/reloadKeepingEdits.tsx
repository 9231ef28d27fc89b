import { createContext, useContext, useEffect, useRef, type MutableRefObject, type ReactNode } from 'react';
import { useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';

type KeptEdits = MutableRefObject<{ values: FieldValues; before: RaRecord | undefined } | null>;

const KeptEditsContext = createContext<KeptEdits | null>(null);

/**
 * After a status-only action (Unpublish, Send back) reloads the post, unsaved typing is laid back
 * over it. Kept up here because the buttons that reload may unmount with the old status.
 */
export function KeptEditsProvider({ children }: { children: ReactNode }) {
  return <KeptEditsContext.Provider value={useRef(null)}>{children}</KeptEditsContext.Provider>;
}

const useKeptEdits = (): KeptEdits => {
  const keptRef = useContext(KeptEditsContext);
  if (!keptRef) throw new Error('useKeptEdits: outside KeptEditsProvider');
  return keptRef;
};

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

export function RestoreKeptEdits() {
  const keptRef = useKeptEdits();
  const record = useRecordContext();
  const { reset } = useFormContext();
  useEffect(() => {
    const typed = keptRef.current;
    if (!typed || typed.before === record) return;
    keptRef.current = null;
    // The form resets to the reloaded record in its own effect, which runs after this one.
    setTimeout(() => reset(typed.values, { keepDefaultValues: true }));
  }, [keptRef, record, reset]);
  return null;
}
