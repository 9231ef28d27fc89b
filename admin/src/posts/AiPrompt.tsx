import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { generateOutline } from '@journey-canvas/shared';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';

/** On this device, no network; the title and post type are filled only when empty. */
export function AiPrompt() {
  const [prompt, setPrompt] = useState('');
  const [hint, setHint] = useState('');
  const { getValues, setValue } = useFormContext();
  const toast = useToast();

  function generate() {
    if (!prompt.trim()) return setHint(NOTICES.promptMissing);
    setHint('');
    try {
      const outline = generateOutline(prompt);
      setValue('content', outline.content, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      if (!getValues('title')) setValue('title', outline.title, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      if (!getValues('postType'))
        setValue('postType', outline.postType, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      toast.success(NOTICES.structureGenerated.title);
    } catch {
      toast.error(NOTICES.generationFailed.title, NOTICES.generationFailed.description);
    }
  }

  return (
    <Card variant="outlined" sx={{ width: '100%', bgcolor: '#f0fdfa' }} component="section" aria-labelledby="ai-heading">
      <CardContent>
        <Typography id="ai-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          AI structure
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="What is the story about?"
            value={prompt}
            onChange={(event) => {
              setPrompt(event.target.value);
              setHint('');
            }}
            error={Boolean(hint)}
            helperText={hint || 'Keywords become a suggested outline for the content.'}
            sx={{ flex: 1, minWidth: 240 }}
            size="small"
          />
          <Button variant="contained" startIcon={<AutoAwesomeIcon />} onClick={generate}>
            Generate Structure
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
