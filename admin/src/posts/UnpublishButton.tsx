import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useRecordContext } from 'react-admin';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import type { AdminDataProvider } from '../dataProvider';
import { useReloadKeepingEdits } from './reloadKeepingEdits';

/** The CMS keeps the latest draft (decision 028); the reload keeps unsaved typing. */
export function UnpublishButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const reload = useReloadKeepingEdits();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);

  async function unpublish() {
    if (!record) return;
    setWorking(true);
    try {
      await dataProvider.unpublish('blog-posts', { id: record.id });
      toast.success(NOTICES.unpublishSucceeded.title, NOTICES.unpublishSucceeded.description);
      reload();
    } catch (error) {
      toast.error(NOTICES.unpublishFailed.title, (error as Error).message);
    } finally {
      setWorking(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Button variant="outlined" color="warning" startIcon={<UnpublishedIcon />} onClick={() => setAsking(true)}>
        Unpublish
      </Button>
      <Confirm
        isOpen={asking}
        loading={working}
        title={NOTICES.unpublishConfirm.title}
        content={NOTICES.unpublishConfirm.description}
        confirm="Unpublish"
        confirmColor="warning"
        onConfirm={unpublish}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
