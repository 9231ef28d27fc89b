import { Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { TagRecord } from '@journey-canvas/shared';
import { useState } from 'react';
import { FunctionField, NumberField, SearchInput, SimpleList, TextField, useTranslate } from 'react-admin';
import { ResourceDatagrid, ResourceList } from '../layout/ResourceList';
import { ChangeTagDialog } from './ChangeTagDialog';

export default function TagList() {
  const translate = useTranslate();
  const [open, setOpen] = useState<TagRecord>();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList
      resource="tags"
      intro
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.tags.search')} />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      {phone ? (
        <SimpleList<TagRecord>
          primaryText={(tag) => tag.name}
          secondaryText={(tag) => `/tags/${tag.slug}`}
          tertiaryText={(tag) => translate('resources.tags.stories', { smart_count: tag.posts })}
          rowClick={(_id, _resource, tag) => {
            setOpen(tag as TagRecord);
            return false;
          }}
          aria-label={translate('resources.tags.name', { smart_count: 2 })}
          empty={<Typography sx={{ p: 2 }}>{translate('resources.tags.empty')}</Typography>}
        />
      ) : (
        <ResourceDatagrid>
          <TextField source="name" sx={{ overflowWrap: 'anywhere' }} dir="auto" />
          <FunctionField
            source="slug"
            sortable={false}
            render={(tag: TagRecord) => `/tags/${tag.slug}`}
            sx={{ overflowWrap: 'anywhere' }}
          />
          <NumberField source="posts" />
          <FunctionField
            source="change"
            sortable={false}
            textAlign="right"
            render={(tag: TagRecord) => (
              <Button
                size="small"
                onClick={() => setOpen(tag)}
                aria-label={translate('resources.tags.changeOne', { name: tag.name })}
              >
                {translate('resources.tags.change')}
              </Button>
            )}
          />
        </ResourceDatagrid>
      )}
      {open && <ChangeTagDialog tag={open} onClose={() => setOpen(undefined)} />}
    </ResourceList>
  );
}
