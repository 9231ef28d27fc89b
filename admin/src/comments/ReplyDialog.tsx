import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { COMMENT_REPLY_MAX_LENGTH } from '@journey-canvas/shared';
import { useState } from 'react';

/** A reply approves the question too. */
export function ReplyDialog({
  question,
  onClose,
  onReply,
}: {
  question: { name: string; reply: string | null; postAuthor?: string | null };
  onClose(): void;
  onReply(reply: string): Promise<string | undefined>;
}) {
  const [reply, setReply] = useState(question.reply ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const send = async () => {
    setSaving(true);
    const problem = await onReply(reply);
    setSaving(false);
    if (problem) setError(problem);
    else onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reply-title">
      <DialogTitle id="reply-title">Reply to {question.name}</DialogTitle>
      <DialogContent>
        <TextField
          multiline
          minRows={4}
          fullWidth
          label="Reply, as the story's author"
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Shown under the question once sent; replying approves the question.'}
          slotProps={{ htmlInput: { maxLength: COMMENT_REPLY_MAX_LENGTH } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={send} disabled={saving}>
          Publish reply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
