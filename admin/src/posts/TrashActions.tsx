import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  DeleteWithConfirmButton,
  HttpError,
  useCloseNotification,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { NOTICES } from '../i18n/en';
import { toastText, useToast } from '../Toast';
import { POST_STATS_KEY } from './stats';

/** The Trash (decision 040): Delete moves a post there and offers Undo; Delete forever only from the Trash. */

function suggestedSlug(error: unknown): string | undefined {
  const details =
    error instanceof HttpError
      ? (error.body as { error?: { details?: { suggestedSlug?: unknown } } })?.error?.details
      : undefined;
  return typeof details?.suggestedSlug === 'string' ? details.suggestedSlug : undefined;
}

/** When the post's address was taken meanwhile, asks whether to use the one the CMS offers. */
function useRestore() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [offer, setOffer] = useState<{ id: string; slug: string; question: string }>();

  async function restore(id: string, slug?: string) {
    try {
      await dataProvider.restore('blog-posts', { id, slug });
      setOffer(undefined);
      toast.success(NOTICES.restoreSucceeded.title, NOTICES.restoreSucceeded.description);
      refresh();
    } catch (error) {
      const free = suggestedSlug(error);
      if (free && free !== slug) setOffer({ id, slug: free, question: (error as Error).message });
      else toast.error(NOTICES.restoreFailed.title, (error as Error).message);
    }
  }

  const newAddressDialog = (
    <Confirm
      isOpen={Boolean(offer)}
      title={NOTICES.restoreAtNewAddress.title}
      content={offer?.question ?? ''}
      confirm={NOTICES.restoreAtNewAddress.confirm}
      onConfirm={() => offer && restore(offer.id, offer.slug)}
      onClose={() => setOffer(undefined)}
    />
  );
  return { restore, newAddressDialog };
}

/** Should the address be taken already, the Trash's list offers another. */
function UndoButton({ id }: { id: string }) {
  const closeNotification = useCloseNotification();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();

  async function undo() {
    closeNotification();
    try {
      await dataProvider.restore('blog-posts', { id });
      toast.success(NOTICES.restoreSucceeded.title, NOTICES.restoreSucceeded.description);
      refresh();
    } catch (error) {
      toast.error(NOTICES.restoreFailed.title, (error as Error).message);
    }
  }

  return (
    <Button color="inherit" size="small" onClick={undo}>
      {NOTICES.undo}
    </Button>
  );
}

export function TrashButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { title, description } = NOTICES.deleteSucceeded;
  return (
    <DeleteWithConfirmButton
      confirmTitle="Delete post"
      confirmContent={NOTICES.deleteConfirm}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          // react-admin updates the cached lists, but not the figures.
          void queryClient.invalidateQueries({ queryKey: POST_STATS_KEY });
          notify(toastText(title, description), {
            type: 'success',
            multiLine: true,
            messageArgs: { _: toastText(title, description) },
            action: record ? <UndoButton id={String(record.id)} /> : undefined,
          });
        },
        onError: (error) => toast.error(NOTICES.deleteFailed.title, (error as Error).message),
      }}
    />
  );
}

export function RestoreButton() {
  const record = useRecordContext();
  const { restore, newAddressDialog } = useRestore();
  return (
    <>
      <Button size="small" startIcon={<RestoreIcon />} onClick={() => record && restore(String(record.id))}>
        Restore
      </Button>
      {newAddressDialog}
    </>
  );
}

export function DeleteForeverButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);

  async function deleteForever() {
    if (!record) return;
    setWorking(true);
    try {
      await dataProvider.deleteForever('blog-posts', { id: record.id });
      toast.success(NOTICES.deleteForeverSucceeded.title, NOTICES.deleteForeverSucceeded.description);
      refresh();
    } catch (error) {
      toast.error(NOTICES.deleteFailed.title, (error as Error).message);
    } finally {
      setWorking(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setAsking(true)}>
        Delete forever
      </Button>
      <Confirm
        isOpen={asking}
        loading={working}
        title={NOTICES.deleteForeverConfirm.title}
        content={NOTICES.deleteForeverConfirm.description}
        confirm="Delete forever"
        confirmColor="warning"
        onConfirm={deleteForever}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
