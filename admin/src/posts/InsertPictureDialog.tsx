import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  ImageList,
  ImageListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { GALLERY_MAX_PICTURES, INVALID_FILES } from '@journey-canvas/shared';
import { useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AdminDataProvider, UploadedImage } from '../dataProvider';
import { hasImageBytes, isAcceptableImage, thumbnailUrl } from '../uploads';
import type { ChosenPicture } from './contentActions';

const ALT_REQUIRED = 'Describe the picture for readers who cannot see it.';
const NOTHING_CHOSEN = 'Upload a picture or choose one from the library first.';
const GALLERY_TOO_SMALL = 'A gallery shows two pictures or more: upload or choose another.';
const GALLERY_FULL = `A gallery holds up to ${GALLERY_MAX_PICTURES} pictures.`;

interface Entry {
  image: UploadedImage;
  alt: string;
  caption: string;
  altMissing: boolean;
}

const entryOf = (image: UploadedImage): Entry => ({ image, alt: '', caption: '', altMissing: false });

/** Alt text (required) and caption of one chosen picture; in a gallery, with its number, its moves and its removal. */
function PictureDetails({
  entry,
  number,
  onChange,
  actions,
}: {
  entry: Entry;
  number?: number;
  onChange(entry: Entry): void;
  actions?: ReactNode;
}) {
  const of = number === undefined ? '' : ` of picture ${number}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
      <img src={thumbnailUrl(entry.image)} alt="" style={{ width: number === undefined ? 160 : 112, borderRadius: 4 }} />
      <Stack spacing={2} sx={{ flex: 1, width: '100%' }}>
        <TextField
          label={`Alt text${of}`}
          required
          value={entry.alt}
          onChange={(event) => onChange({ ...entry, alt: event.target.value, altMissing: false })}
          error={entry.altMissing}
          helperText={entry.altMissing ? ALT_REQUIRED : 'What the picture shows, for readers who cannot see it.'}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <TextField
          label={`Caption${of} (optional)`}
          value={entry.caption}
          onChange={(event) => onChange({ ...entry, caption: event.target.value })}
          helperText="Shown under the picture."
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </Stack>
      {actions}
    </Stack>
  );
}

/**
 * Upload pictures or choose them from the library, describe each and give it a caption: one picture,
 * or (`gallery`) several in the order the editor sets, go in at the cursor.
 */
export function InsertPictureDialog({
  gallery = false,
  onInsert,
  onClose,
}: {
  gallery?: boolean;
  onInsert(pictures: ChosenPicture[]): void;
  onClose(): void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const library = useQuery({ queryKey: ['upload', 'recent-images'], queryFn: () => dataProvider.recentImages() });
  const [chosen, setChosen] = useState<Entry[]>([]);
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const title = gallery ? 'Insert gallery' : 'Insert picture';

  function add(images: UploadedImage[]) {
    if (!gallery) return setChosen(images.slice(0, 1).map(entryOf));
    setChosen((entries) => {
      const added = images.filter((image) => !entries.some((entry) => entry.image.id === image.id)).map(entryOf);
      if (entries.length + added.length > GALLERY_MAX_PICTURES) setProblem(GALLERY_FULL);
      return [...entries, ...added].slice(0, GALLERY_MAX_PICTURES);
    });
  }

  function toggle(image: UploadedImage) {
    const isChosen = chosen.some((entry) => entry.image.id === image.id);
    if (gallery && isChosen) setChosen((entries) => entries.filter((entry) => entry.image.id !== image.id));
    else add([image]);
  }

  async function upload(files: File[]) {
    if (files.length === 0) return;
    setProblem(undefined);
    for (const file of files) {
      if (!isAcceptableImage(file) || !(await hasImageBytes(file))) return setProblem(INVALID_FILES.description);
    }
    setUploading(true);
    try {
      const uploaded: UploadedImage[] = [];
      for (const file of files) uploaded.push((await dataProvider.uploadImage(file)).data);
      add(uploaded);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(false);
    }
  }

  const update = (index: number, entry: Entry) => setChosen((entries) => entries.map((old, i) => (i === index ? entry : old)));
  const move = (index: number, by: -1 | 1) =>
    setChosen((entries) => {
      const moved = [...entries];
      [moved[index], moved[index + by]] = [moved[index + by]!, moved[index]!];
      return moved;
    });

  function insert() {
    if (chosen.length === 0) return setProblem(NOTHING_CHOSEN);
    if (gallery && chosen.length < 2) return setProblem(GALLERY_TOO_SMALL);
    if (chosen.some((entry) => !entry.alt.trim())) {
      return setChosen((entries) => entries.map((entry) => ({ ...entry, altMissing: !entry.alt.trim() })));
    }
    onInsert(chosen.map(({ image, alt, caption }) => ({ url: image.url, alt, caption })));
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="insert-picture-title">
      <DialogTitle id="insert-picture-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Box>
            <Button variant="outlined" component="label" disabled={uploading}>
              {uploading ? 'Uploading…' : gallery ? 'Upload pictures' : 'Upload a picture'}
              <input
                hidden
                type="file"
                multiple={gallery}
                accept="image/jpeg,image/png,image/webp"
                data-testid="insert-picture-file"
                onChange={(event) => void upload([...(event.target.files ?? [])])}
              />
            </Button>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Typography component="h3" variant="subtitle2">
            {gallery ? 'Or choose them from the library' : 'Or choose from the library'}
          </Typography>
          <ImageList cols={6} gap={8} rowHeight={96} aria-label="Pictures in the library">
            {(library.data?.data ?? []).map((image) => {
              const isChosen = chosen.some((entry) => entry.image.id === image.id);
              return (
                <ImageListItem key={image.id}>
                  <Button
                    onClick={() => toggle(image)}
                    aria-pressed={isChosen}
                    aria-label={image.alternativeText || image.name || `Picture ${image.id}`}
                    sx={{ p: 0, height: 96, border: 3, borderColor: isChosen ? 'primary.main' : 'transparent' }}
                  >
                    <img src={thumbnailUrl(image)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                  </Button>
                </ImageListItem>
              );
            })}
          </ImageList>
          {!gallery && chosen[0] && <PictureDetails entry={chosen[0]} onChange={(entry) => update(0, entry)} />}
          {gallery && chosen.length > 0 && (
            <Stack component="ol" aria-label="Pictures of the gallery" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {chosen.map((entry, index) => {
                const number = index + 1;
                return (
                  <li key={entry.image.id}>
                    <PictureDetails
                      entry={entry}
                      number={number}
                      onChange={(changed) => update(index, changed)}
                      actions={
                        <Stack direction="row">
                          <IconButton
                            aria-label={`Move picture ${number} up`}
                            disabled={index === 0}
                            onClick={() => move(index, -1)}
                          >
                            <ArrowUpwardIcon />
                          </IconButton>
                          <IconButton
                            aria-label={`Move picture ${number} down`}
                            disabled={index === chosen.length - 1}
                            onClick={() => move(index, 1)}
                          >
                            <ArrowDownwardIcon />
                          </IconButton>
                          <IconButton
                            aria-label={`Remove picture ${number}`}
                            onClick={() => setChosen((entries) => entries.filter((_, i) => i !== index))}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Stack>
                      }
                    />
                  </li>
                );
              })}
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
