import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { PostStatus } from '@journey-canvas/shared';
import {
  SaveButton,
  Toolbar,
  useDataProvider,
  usePermissions,
  useRecordContext,
  useSaveContext,
  type RaRecord,
} from 'react-admin';
import type { StaffPermissions } from '../authProvider';
import { useFormContext } from 'react-hook-form';
import { useToast } from '../Toast';
import { toSubmission } from './postResolver';
import { failedNotice, savedNotice, submissionFor, unsavedWorkKey } from './saving';

export type AfterSave = (status: PostStatus, post: RaRecord) => void;

/** The status of the save button pressed last, so that only that button says it is working. */
const PressedSave = createContext<[PostStatus | null, (status: PostStatus) => void]>([null, () => undefined]);

export function PressedSaveProvider({ children }: { children: ReactNode }) {
  return <PressedSave.Provider value={useState<PostStatus | null>(null)}>{children}</PressedSave.Provider>;
}

/** Whether the save asked for by the button of this status is under way. */
function useSavingAs(status: PostStatus): boolean {
  const { saving } = useSaveContext();
  const [pressed] = useContext(PressedSave);
  return Boolean(saving) && pressed === status;
}

/** Each save button sends its own status and says what happened; `afterSave` decides where to go next. */
function useSaveOptions(status: PostStatus, afterSave: AfterSave) {
  const toast = useToast();
  const record = useRecordContext();
  const press = useContext(PressedSave)[1];
  return {
    onClick: () => press(status),
    transform: submissionFor(status),
    mutationOptions: {
      onSuccess: (post: RaRecord) => {
        const { title, description } = savedNotice(status, post as { postType?: string; scheduledAt?: string | null });
        toast.success(title, description);
        localStorage.removeItem(unsavedWorkKey(record?.id));
        afterSave(status, post);
      },
      onError: (error: unknown) => {
        const { title, description } = failedNotice(status, (error as Error)?.message);
        toast.error(title, description);
      },
    },
  };
}

/** Opens the story as readers will see it, from the form as it stands, in a new tab. */
function PreviewButton() {
  const { getValues } = useFormContext();
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const toast = useToast();
  async function open() {
    // Opened now, while the click still counts as the editor's, then pointed at the signed link.
    const tab = window.open('', '_blank');
    try {
      const { data } = await dataProvider.preview('blog-posts', { data: { ...toSubmission(getValues()), id: record?.id } });
      if (tab) {
        tab.opener = null;
        tab.location.href = data.url;
      }
    } catch (error) {
      tab?.close();
      toast.error('Preview Failed', (error as Error).message);
    }
  }
  return (
    <Button variant="text" startIcon={<OpenInNewIcon />} onClick={open}>
      Preview
    </Button>
  );
}

export function PostToolbar({ afterSave }: { afterSave: AfterSave }) {
  const { saving } = useSaveContext();
  const { permissions } = usePermissions<StaffPermissions | undefined>();
  const publish = useSaveOptions('published', afterSave);
  const submit = useSaveOptions('review', afterSave);
  const draft = useSaveOptions('draft', afterSave);
  const record = useRecordContext();
  const publishing = useSavingAs('published');
  // A Contributor submits for review; anyone else publishes (an Editor's Publish approves a post in review).
  const canPublish = permissions?.rights.publish !== false;
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
      <SaveButton type="button" label="Save draft" variant="outlined" icon={<SaveIcon />} alwaysEnable={!saving} {...draft} />
      <PreviewButton />
    </Toolbar>
  );
}

export { useSaveOptions };
