import UndoIcon from '@mui/icons-material/Undo';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import { REVIEW_NOTE_MAX_LENGTH } from '@journey-canvas/shared';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import type { AdminDataProvider } from '../dataProvider';
import { useReloadKeepingEdits } from './reloadKeepingEdits';

/** The writer sees the note on the Edit form (decision 045). */
export function SendBackButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const reload = useReloadKeepingEdits();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [working, setWorking] = useState(false);

  async function sendBack() {
    if (!record) return;
    setWorking(true);
    try {
      await dataProvider.sendBack('blog-posts', { id: record.id, note });
      toast.success(NOTICES.sendBackSucceeded.title, NOTICES.sendBackSucceeded.description);
      setOpen(false);
      setNote('');
      reload();
    } catch (error) {
      toast.error(NOTICES.sendBackFailed.title, (error as Error).message);
    } finally {
      setWorking(false);
    }
  }

  return (
    <>
      <Button variant="outlined" color="warning" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        Send back
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
        <DialogTitle>Send this story back?</DialogTitle>
        <DialogContent>
          <TextField
            label="Note for the writer"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            inputProps={{ maxLength: REVIEW_NOTE_MAX_LENGTH }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button onClick={sendBack} disabled={working} color="warning" variant="contained">
            Send back
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
