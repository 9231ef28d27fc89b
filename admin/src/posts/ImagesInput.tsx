import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Chip, CircularProgress, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { toFileIds } from '@journey-canvas/shared';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useInput, useRecordContext } from 'react-admin';
import type { AdminDataProvider, UploadedImage } from '../dataProvider';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import { isAcceptableImage, thumbnailUrl } from '../uploads';

/**
 * "Blog Images *": several images, uploaded to the CMS as they are chosen, shown as thumbnails in
 * order. The first is the featured image; each can move or go.
 */
export function ImagesInput() {
  const record = useRecordContext<{ images?: UploadedImage[] }>();
  const { field, fieldState } = useInput({ source: 'images', defaultValue: [] });
  const [known, setKnown] = useState<Map<number, UploadedImage>>(
    () => new Map((record?.images ?? []).map((image) => [image.id, image])),
  );
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const ids = toFileIds(field.value);

  const setIds = (next: number[]) => field.onChange(next);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (!files.every(isAcceptableImage)) return toast.error(NOTICES.invalidFiles.title, NOTICES.invalidFiles.description);
    setUploading(true);
    const added: UploadedImage[] = [];
    for (const [index, file] of files.entries()) {
      try {
        // Through the data provider, so a refused session ends here as on any other call.
        const { data: image } = await dataProvider.uploadImage(file);
        if (image?.id) added.push(image);
      } catch (error) {
        toast.error(NOTICES.imageUploadFailed(index + 1, (error as Error).message));
      }
    }
    setUploading(false);
    setKnown((current) => new Map([...current, ...added.map((image) => [image.id, image] as const)]));
    setIds([...ids, ...added.map((image) => image.id)]);
  }

  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setIds(next);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Blog Images *
      </Typography>
      <Typography variant="body2" color="text.secondary" id="images-help">
        JPG, PNG or WEBP under 10 MB each. The first image is the featured image.
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
        {uploading ? 'Uploading...' : 'Add images'}
      </Button>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        component="ol"
        sx={{ listStyle: 'none', p: 0 }}
        aria-label="Chosen images"
      >
        {ids.map((id, index) => {
          const image = known.get(id);
          return (
            <Box key={id} component="li" sx={{ width: 150, position: 'relative' }}>
              {image ? (
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
                  disabled={index === ids.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowForwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => setIds(ids.filter((other) => other !== id))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
