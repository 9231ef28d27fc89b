import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SaveIcon from '@mui/icons-material/Save';
import { Button } from '@mui/material';
import type { PostStatus } from '@journey-canvas/shared';
import { NOTICES } from '../i18n/en';
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
import { savedNotice, submissionFor, unsavedWorkKey } from './saving';

export type AfterSave = (status: PostStatus, post: RaRecord) => void;

/** Each save button sends its own status and says what happened; `afterSave` decides where to go next. */
function useSaveOptions(status: PostStatus, afterSave: AfterSave) {
  const toast = useToast();
  const record = useRecordContext();
  return {
    transform: submissionFor(status),
    mutationOptions: {
      onSuccess: (post: RaRecord) => {
        const { title, description } = savedNotice(status, post as { postType?: string; scheduledAt?: string | null });
        toast.success(title, description);
        localStorage.removeItem(unsavedWorkKey(record?.id));
        afterSave(status, post);
      },
      onError: (error: unknown) =>
        toast.error(NOTICES.publishFailed.title, (error as Error)?.message || NOTICES.publishFailed.fallback),
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
  // A Contributor submits for review; anyone else publishes (an Editor's Publish approves a post in review).
  const canPublish = permissions?.rights.publish !== false;
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      {canPublish ? (
        <SaveButton
          type="button"
          label={saving ? 'Publishing...' : record?.status === 'review' ? 'Approve and publish' : 'Publish Story'}
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
