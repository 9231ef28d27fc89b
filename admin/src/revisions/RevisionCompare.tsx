import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useGetOne, useRecordContext } from 'react-admin';
import { revisionDiff, type CurrentPost, type RevisionFields } from './revisionDiff';

const removedStyle = { backgroundColor: '#fde2e1', color: '#8a1c13', textDecoration: 'line-through' };
const addedStyle = { backgroundColor: '#dcf5e3', color: '#14532d', textDecoration: 'underline' };

export function RevisionCompare({ id, when, onClose }: { id: number; when: string; onClose: () => void }) {
  const current = useRecordContext<CurrentPost & { id: string }>();
  const { data, error } = useGetOne<{ id: number; fields?: RevisionFields }>('revisions', { id });
  // react-admin first answers with the History's cached line for this id, which has no fields.
  const fields = data?.fields;
  const diffs = fields && current ? revisionDiff(fields, current) : [];

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="revision-compare-title">
      <DialogTitle id="revision-compare-title">Revision of {when} against the current text</DialogTitle>
      <DialogContent>
        {!fields && !error && <CircularProgress size={24} aria-label="Loading the revision" />}
        {error && <Typography color="error">{(error as Error).message}</Typography>}
        {fields && diffs.length === 0 && <Typography>This revision holds the same text as the story now.</Typography>}
        {diffs.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Struck-through words are only in this revision; underlined words are only in the current text.
          </Typography>
        )}
        {diffs.map((diff) => (
          <Box component="section" key={diff.label} aria-label={`Changes to ${diff.label}`} sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle2">
              {diff.label}
            </Typography>
            <Box sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', lineHeight: 1.6 }}>
              {diff.parts.map((part, index) =>
                part.removed ? (
                  <Box component="del" key={index} sx={removedStyle}>
                    {part.value}
                  </Box>
                ) : part.added ? (
                  <Box component="ins" key={index} sx={addedStyle}>
                    {part.value}
                  </Box>
                ) : (
                  <span key={index}>{part.value}</span>
                ),
              )}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
