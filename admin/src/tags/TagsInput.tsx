import { Autocomplete, Chip, TextField } from '@mui/material';
import { distinctTagNames, normalizeTagName, TAG_SUGGESTIONS, TAGS_MAX_PER_POST, type TagRecord } from '@journey-canvas/shared';
import { useState } from 'react';
import { useGetList, useInput } from 'react-admin';
import { tagsProblem } from './tagsProblem';

/** Typed freely, existing tags offered most used first; the CMS checks each name again (decision 057). */
export function TagsInput() {
  const { field, fieldState } = useInput<string[]>({ source: 'tags', defaultValue: [] });
  const [typed, setTyped] = useState('');
  const { data: suggestions = [] } = useGetList<TagRecord & { id: string }>('tags', {
    filter: typed.trim() ? { q: typed.trim() } : {},
    pagination: { page: 1, perPage: TAG_SUGGESTIONS },
    sort: { field: 'posts', order: 'DESC' },
  });
  const tags = Array.isArray(field.value) ? field.value : [];
  const full = tags.length >= TAGS_MAX_PER_POST;
  const error = tagsProblem(fieldState.error);
  return (
    <Autocomplete
      multiple
      freeSolo
      fullWidth
      options={suggestions.map((tag) => tag.name)}
      value={tags}
      inputValue={typed}
      onInputChange={(_event, value) => setTyped(value)}
      onChange={(_event, value) => {
        field.onChange(distinctTagNames(value.map(normalizeTagName).filter(Boolean)).slice(0, TAGS_MAX_PER_POST));
        setTyped('');
      }}
      filterOptions={(options) => options.filter((option) => !tags.some((tag) => tag.toLowerCase() === option.toLowerCase()))}
      renderValue={(value, getItemProps) =>
        value.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags"
          name="tags"
          placeholder={full ? undefined : 'Type a tag and press Enter'}
          error={fieldState.invalid}
          helperText={
            error ?? `Up to ${TAGS_MAX_PER_POST}, such as rail, budget or winter: readers find the story on each tag's page.`
          }
          slotProps={{ htmlInput: { ...params.inputProps, readOnly: full, maxLength: 40 } }}
        />
      )}
    />
  );
}
