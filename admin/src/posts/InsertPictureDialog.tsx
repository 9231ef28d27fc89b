import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ImageList,
  ImageListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { INVALID_FILES } from '@journey-canvas/shared';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AdminDataProvider, UploadedImage } from '../dataProvider';
import { hasImageBytes, isAcceptableImage, thumbnailUrl } from '../uploads';

export interface ChosenPicture {
  url: string;
  alt: string;
  caption: string;
}

const ALT_REQUIRED = 'Describe the picture for readers who cannot see it.';

/** Upload a picture or choose one from the library, describe it and give it a caption: it goes in at the cursor. */
export function InsertPictureDialog({ onInsert, onClose }: { onInsert(picture: ChosenPicture): void; onClose(): void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const library = useQuery({ queryKey: ['upload', 'recent-images'], queryFn: () => dataProvider.recentImages() });
  const [chosen, setChosen] = useState<UploadedImage>();
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string>();
  const [altMissing, setAltMissing] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setProblem(undefined);
    if (!isAcceptableImage(file) || !(await hasImageBytes(file))) return setProblem(INVALID_FILES.description);
    setUploading(true);
    try {
      const { data } = await dataProvider.uploadImage(file);
      setChosen(data);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(false);
    }
  }

  function insert() {
    if (!chosen) return setProblem('Upload a picture or choose one from the library first.');
    if (!alt.trim()) return setAltMissing(true);
    onInsert({ url: chosen.url, alt, caption });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="insert-picture-title">
      <DialogTitle id="insert-picture-title">Insert picture</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Box>
            <Button variant="outlined" component="label" disabled={uploading}>
              {uploading ? 'Uploading…' : 'Upload a picture'}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png,image/webp"
                data-testid="insert-picture-file"
                onChange={(event) => void upload(event.target.files?.[0])}
              />
            </Button>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Typography component="h3" variant="subtitle2">
            Or choose from the library
          </Typography>
          <ImageList cols={6} gap={8} rowHeight={96} aria-label="Pictures in the library">
            {(library.data?.data ?? []).map((image) => (
              <ImageListItem key={image.id}>
                <Button
                  onClick={() => setChosen(image)}
                  aria-pressed={chosen?.id === image.id}
                  aria-label={image.alternativeText || image.name || `Picture ${image.id}`}
                  sx={{ p: 0, height: 96, border: 3, borderColor: chosen?.id === image.id ? 'primary.main' : 'transparent' }}
                >
                  <img src={thumbnailUrl(image)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                </Button>
              </ImageListItem>
            ))}
          </ImageList>
          {chosen && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
              <img src={thumbnailUrl(chosen)} alt="" style={{ width: 160, borderRadius: 4 }} />
              <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
                <TextField
                  label="Alt text"
                  required
                  value={alt}
                  onChange={(event) => {
                    setAlt(event.target.value);
                    setAltMissing(false);
                  }}
                  error={altMissing}
                  helperText={altMissing ? ALT_REQUIRED : 'What the picture shows, for readers who cannot see it.'}
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                />
                <TextField
                  label="Caption (optional)"
                  value={caption}
                  onChange={(event) => setCaption(event.target.value)}
                  helperText="Shown under the picture."
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                />
              </Stack>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={insert} disabled={uploading}>
          Insert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
