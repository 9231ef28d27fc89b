import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Chip, CircularProgress, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { ALT_TEXT_MAX_LENGTH, CAPTION_MAX_LENGTH } from '@journey-canvas/shared';
import { useRef, type ChangeEvent } from 'react';
import { useDataProvider, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AdminDataProvider, UploadedImage } from '../dataProvider';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import { hasImageBytes, isAcceptableImage, thumbnailUrl } from '../uploads';
import { uploadingLabel, useImageUploads } from './imageUploads';

/** An older draft kept in the browser may hold bare ids; thumbnails need the file. */
const asImage = (value: unknown): UploadedImage =>
  typeof value === 'object' && value !== null ? (value as UploadedImage) : { id: Number(value), url: '' };

export function ImagesInput() {
  const { field, fieldState } = useInput({ source: 'images', defaultValue: [] });
  const { getValues } = useFormContext();
  const [progress, setProgress] = useImageUploads();
  const uploading = progress !== null;
  const picker = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const imagesIn = (value: unknown) => (Array.isArray(value) ? value : []).map(asImage);
  const images = imagesIn(field.value);
  const setImages = (next: UploadedImage[]) => field.onChange(next);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const acceptable = await Promise.all(files.map(async (file) => isAcceptableImage(file) && (await hasImageBytes(file))));
    if (!acceptable.every(Boolean)) return toast.error(NOTICES.invalidFiles.title, NOTICES.invalidFiles.description);
    const added: UploadedImage[] = [];
    for (const [index, file] of files.entries()) {
      setProgress({ current: index + 1, total: files.length });
      try {
        const { data: image } = await dataProvider.uploadImage(file);
        if (image?.id) added.push(image);
      } catch (error) {
        const reason = (error as Error).message;
        if (reason.startsWith(NOTICES.invalidFiles.description)) toast.error(NOTICES.invalidFiles.title, reason);
        else toast.error(NOTICES.imageUploadFailed(index + 1, reason));
      }
    }
    setProgress(null);
    // Read afresh: texts typed and images moved or removed during the upload stay.
    setImages([...imagesIn(getValues('images')), ...added]);
  }

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setImages(next);
  };
  const edit = (index: number, text: Partial<UploadedImage>) =>
    setImages(images.map((image, i) => (i === index ? { ...image, ...text } : image)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Blog Images *
      </Typography>
      <Typography variant="body2" color="text.secondary" id="images-help">
        JPG, PNG or WEBP under 10 MB each. The first image is the featured image. Describe each one in its alt text.
      </Typography>
      <input
        ref={picker}
        type="file"
        accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
        multiple
        hidden
        onChange={choose}
        aria-label="Choose images"
        data-testid="image-picker"
      />
      <Button
        variant="outlined"
        startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
        onClick={() => picker.current?.click()}
        disabled={uploading}
        sx={{ my: 1 }}
        aria-describedby="images-help"
      >
        {progress ? uploadingLabel(progress) : 'Add images'}
      </Button>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Chosen images">
        {images.map((image, index) => {
          const missingAlt = !image.alternativeText?.trim();
          return (
            <Stack
              key={image.id}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ position: 'relative' }}
            >
              <Box sx={{ width: 150, flexShrink: 0, position: 'relative' }}>
                {image.url ? (
                  <Box
                    component="img"
                    src={thumbnailUrl(image)}
                    alt={`Image ${index + 1}`}
                    sx={{ display: 'block', width: 150, height: 100, objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : (
                  <Box sx={{ width: 150, height: 100, bgcolor: 'grey.200', borderRadius: 1 }} />
                )}
                {index === 0 && (
                  <Chip size="small" color="primary" label="Featured" sx={{ position: 'absolute', top: 6, left: 6 }} />
                )}
                <Stack direction="row" justifyContent="space-between">
                  <IconButton
                    size="small"
                    aria-label={`Move image ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Move image ${index + 1} later`}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => setImages(images.filter((other) => other.id !== image.id))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Box>
              <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <TextField
                  size="small"
                  label={`Alt text of image ${index + 1}`}
                  value={image.alternativeText ?? ''}
                  onChange={(event) => edit(index, { alternativeText: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: ALT_TEXT_MAX_LENGTH } }}
                  color={missingAlt ? 'warning' : undefined}
                  helperText={
                    missingAlt ? (
                      <Box
                        component="span"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}
                      >
                        <WarningAmberIcon fontSize="inherit" /> No alt text: say what the picture shows, for readers who cannot
                        see it.
                      </Box>
                    ) : (
                      'What the picture shows.'
                    )
                  }
                />
                <TextField
                  size="small"
                  label={`Caption of image ${index + 1} (optional)`}
                  value={image.caption ?? ''}
                  onChange={(event) => edit(index, { caption: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: CAPTION_MAX_LENGTH } }}
                />
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
