import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { embedOf } from '@journey-canvas/shared';
import { useState } from 'react';
import { mediaUrl } from '../uploads';
import type { ChosenEmbed, ChosenPicture } from './contentActions';
import { InsertPictureDialog } from './InsertPictureDialog';

export const UNKNOWN_EMBED = 'Paste the address of a YouTube or Vimeo video, or of a place on OpenStreetMap.';

/**
 * A video or map for the story: its address, the title readers see and hear, and a poster from the
 * library. Readers get the poster until they press play; nothing is asked of the provider before.
 */
export function InsertEmbedDialog({ onInsert, onClose }: { onInsert(embed: ChosenEmbed): void; onClose(): void }) {
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [poster, setPoster] = useState<ChosenPicture>();
  const [choosingPoster, setChoosingPoster] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const embed = embedOf(address.trim());

  function insert() {
    if (!embed) return setUnknown(true);
    onInsert({ address, title, poster });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="insert-embed-title">
      <DialogTitle id="insert-embed-title">Insert video or map</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Address"
            required
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setUnknown(false);
            }}
            error={unknown}
            helperText={
              unknown
                ? UNKNOWN_EMBED
                : embed
                  ? `A ${embed.provider} ${embed.provider === 'OpenStreetMap' ? 'map' : 'video'}.`
                  : UNKNOWN_EMBED
            }
            slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
          />
          <TextField
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            helperText="Shown under it, and read out on its play button."
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box>
            {poster && (
              <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
                <img
                  src={mediaUrl(poster.url)}
                  alt=""
                  style={{ width: 160, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }}
                />
                <Alert severity="info" sx={{ flex: 1 }}>
                  Poster: {poster.alt}
                </Alert>
              </Stack>
            )}
            <Button variant="outlined" onClick={() => setChoosingPoster(true)}>
              {poster ? 'Change the poster' : 'Choose a poster'}
            </Button>
            {poster && <Button onClick={() => setPoster(undefined)}>Remove the poster</Button>}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={insert}>
          Insert
        </Button>
      </DialogActions>
      {choosingPoster && (
        <InsertPictureDialog
          onClose={() => setChoosingPoster(false)}
          onInsert={([picture]) => {
            setChoosingPoster(false);
            setPoster(picture);
          }}
        />
      )}
    </Dialog>
  );
}
