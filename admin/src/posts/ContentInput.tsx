import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';
import SmartDisplayOutlinedIcon from '@mui/icons-material/SmartDisplayOutlined';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SuperscriptIcon from '@mui/icons-material/Superscript';
import TitleIcon from '@mui/icons-material/Title';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Divider, IconButton, Stack, Tooltip } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { applyContentAction, type ContentAction } from './contentActions';
import { InsertEmbedDialog } from './InsertEmbedDialog';
import { InsertPictureDialog } from './InsertPictureDialog';

const ACTIONS: { label: string; action: ContentAction; icon: ReactNode }[][] = [
  [
    { label: 'Heading', action: 'heading', icon: <TitleIcon /> },
    { label: 'Bold', action: 'bold', icon: <FormatBoldIcon /> },
    { label: 'Link', action: 'link', icon: <LinkIcon /> },
    { label: 'List', action: 'list', icon: <FormatListBulletedIcon /> },
  ],
  [
    { label: 'Tip', action: { callout: 'tip' }, icon: <LightbulbOutlinedIcon /> },
    { label: 'Note', action: { callout: 'note' }, icon: <InfoOutlinedIcon /> },
    { label: 'Warning', action: { callout: 'warning' }, icon: <WarningAmberIcon /> },
    { label: 'Footnote', action: 'footnote', icon: <SuperscriptIcon /> },
  ],
];

/** The story's Markdown, with a toolbar that writes pictures, galleries, videos and maps, headings, bold, links, lists, callouts and footnotes at the cursor. */
export function ContentInput() {
  const { getValues, setValue } = useFormContext();
  // react-admin's TextInput keeps its input's ref for the form, so the textarea is found in its box.
  const box = useRef<HTMLDivElement>(null);
  // The dialog open for one picture or for a gallery.
  const [choosing, setChoosing] = useState<'picture' | 'gallery' | 'embed'>();
  const apply = (action: ContentAction) => {
    const field = box.current?.querySelector('textarea');
    const text = (getValues('content') as string | undefined) ?? '';
    const edited = applyContentAction(text, [field?.selectionStart ?? text.length, field?.selectionEnd ?? text.length], action);
    setValue('content', edited.text, { shouldDirty: true, shouldTouch: true });
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(...edited.selection);
    });
  };
  return (
    <>
      <Stack role="toolbar" aria-label="Formatting" direction="row" flexWrap="wrap" alignItems="center" sx={{ mb: 0.5 }}>
        <Tooltip title="Insert picture">
          <IconButton aria-label="Insert picture" size="small" onClick={() => setChoosing('picture')}>
            <AddPhotoAlternateOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Insert gallery">
          <IconButton aria-label="Insert gallery" size="small" onClick={() => setChoosing('gallery')}>
            <CollectionsOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Insert video or map">
          <IconButton aria-label="Insert video or map" size="small" onClick={() => setChoosing('embed')}>
            <SmartDisplayOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {ACTIONS.map((group, index) => (
          <Stack key={index} direction="row" alignItems="center">
            {index > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
            {group.map(({ label, action, icon }) => (
              <Tooltip key={label} title={label}>
                <IconButton aria-label={label} size="small" onClick={() => apply(action)}>
                  {icon}
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        ))}
      </Stack>
      {choosing === 'embed' && (
        <InsertEmbedDialog
          onClose={() => setChoosing(undefined)}
          onInsert={(embed) => {
            setChoosing(undefined);
            apply({ embed });
          }}
        />
      )}
      {(choosing === 'picture' || choosing === 'gallery') && (
        <InsertPictureDialog
          gallery={choosing === 'gallery'}
          onClose={() => setChoosing(undefined)}
          onInsert={(pictures) => {
            setChoosing(undefined);
            apply(choosing === 'gallery' ? { gallery: pictures } : { picture: pictures[0]! });
          }}
        />
      )}
      <Box ref={box}>
        <TextInput
          source="content"
          label="Content"
          multiline
          minRows={12}
          fullWidth
          helperText="Markdown: ## headings, **bold**, - lists, [links](https://…), ::: tip … :::, footnotes [^1]"
        />
      </Box>
    </>
  );
}
