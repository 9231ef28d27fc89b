import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AdminDataProvider } from '../dataProvider';
import { useToast } from '../Toast';
import { toSubmission } from './postResolver';

/** Signed preview link (decision 021). */
export function PreviewButton({ values }: { values: () => FieldValues }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  async function open() {
    // Opened now, while the click still counts as the editor's, so no pop-up blocker stops it.
    const tab = window.open('', '_blank');
    try {
      const { data } = await dataProvider.preview('blog-posts', { data: { ...toSubmission(values()), id: record?.id } });
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
