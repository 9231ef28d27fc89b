import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { SaveButton, Toolbar, useRecordContext, useSaveContext, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useToast } from '../Toast';
import { mayChange } from './mayChange';
import { uploadingLabel, useImageUploads } from './imageUploads';
import { PreviewButton } from './PreviewButton';
import { failedNotice, plainSave, savedNotice, submissionFor, unsavedWorkKey, type SaveKind } from './saving';
import { POST_STATS_KEY } from './stats';
import type { StatusRecord } from './status';
import { usePostRights } from '../auth/useCan';
import { STORY_LANGUAGES_KEY } from '../translations/LanguageTabs';

export type AfterSave = (kind: SaveKind, post: RaRecord) => void;

/** So that only the button pressed last says it is working. */
const PressedSave = createContext<[SaveKind | null, (kind: SaveKind) => void]>([null, () => undefined]);

export function PressedSaveProvider({ children }: { children: ReactNode }) {
  return <PressedSave.Provider value={useState<SaveKind | null>(null)}>{children}</PressedSave.Provider>;
}

function useSavingAs(kind: SaveKind): boolean {
  const { saving } = useSaveContext();
  const [pressed] = useContext(PressedSave);
  return Boolean(saving) && pressed === kind;
}

function useSaveOptions(kind: SaveKind, afterSave: AfterSave) {
  const toast = useToast();
  const record = useRecordContext();
  const queryClient = useQueryClient();
  const press = useContext(PressedSave)[1];
  return {
    onClick: () => press(kind),
    transform: submissionFor(kind),
    mutationOptions: {
      onSuccess: (post: RaRecord) => {
        const { title, description } = savedNotice(
          kind,
          post as { postType?: string; status?: string; scheduledAt?: string | null },
        );
        toast.success(title, description);
        localStorage.removeItem(unsavedWorkKey(record?.id));
        void queryClient.invalidateQueries({ queryKey: ['revisions'] });
        void queryClient.invalidateQueries({ queryKey: POST_STATS_KEY });
        void queryClient.invalidateQueries({ queryKey: STORY_LANGUAGES_KEY });
        afterSave(kind, post);
      },
      onError: (error: unknown) => {
        const { title, description } = failedNotice(kind, (error as Error)?.message);
        toast.error(title, description);
      },
    },
  };
}

export function PostToolbar({ afterSave }: { afterSave: AfterSave }) {
  const { saving } = useSaveContext();
  const rights = usePostRights();
  const record = useRecordContext<StatusRecord & RaRecord>();
  const plain = plainSave(record?.status);
  const publish = useSaveOptions('published', afterSave);
  const submit = useSaveOptions('review', afterSave);
  const save = useSaveOptions(plain.kind, afterSave);
  const publishing = useSavingAs('published');
  const [uploads] = useImageUploads();
  const { getValues } = useFormContext();
  const preview = <PreviewButton values={getValues} />;
  // The Publishing section says why nothing can be saved.
  if (!mayChange(rights, record)) return <Toolbar>{preview}</Toolbar>;
  // An Editor's Publish approves a post in review.
  const canPublish = rights?.publish !== false;
  // A save now would go without the pictures still uploading.
  if (uploads) {
    return (
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <SaveButton type="button" label={uploadingLabel(uploads)} disabled />
        {preview}
      </Toolbar>
    );
  }
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {canPublish ? (
        <SaveButton
          type="button"
          label={publishing ? 'Publishing...' : record?.status === 'review' ? 'Approve and publish' : 'Publish Story'}
          alwaysEnable={!saving}
          {...publish}
        />
      ) : (
        <SaveButton type="button" label="Submit for review" alwaysEnable={!saving} {...submit} />
      )}
      <SaveButton type="button" label={plain.label} variant="outlined" icon={<SaveIcon />} alwaysEnable={!saving} {...save} />
      {preview}
    </Toolbar>
  );
}

export { useSaveOptions };
