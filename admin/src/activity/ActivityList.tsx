import { Button, Chip, Stack, Typography } from '@mui/material';
import { ACTIVITY_ACTIONS, type ActivityEntry } from '@journey-canvas/shared';
import type { ReactNode } from 'react';
import { FunctionField, Pagination, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { shownDateAndTime } from '../dates';
import { BreakableText, breakableCell } from '../layout/BreakableText';
import { ResourceDatagrid, ResourceList } from '../layout/ResourceList';

const ACTION_CHOICES = Object.entries(ACTIVITY_ACTIONS).map(([id, name]) => ({ id, name }));

/** Filtered by a post, every row is that post's: the first one names it. */
function PostFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, data } = useListContext<ActivityEntry>();
  const post = filterValues.post as string | undefined;
  if (!post) return null;
  const title = data?.find((entry) => entry.post === post)?.postTitle;
  const { post: _dropped, ...others } = filterValues;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
      <Chip label={translate('resources.activity.post', { title: title ?? post })} />
      <Button size="small" onClick={() => setFilters(others, {}, false)}>
        {translate('resources.activity.allPosts')}
      </Button>
    </Stack>
  );
}

/** A cell's button that narrows the log to its value. */
function FilterBy({ filter, title, children }: { filter: Record<string, string>; title?: string; children: ReactNode }) {
  const { filterValues, setFilters } = useListContext<ActivityEntry>();
  return (
    <Button
      size="small"
      sx={{ textTransform: 'none', p: 0, textAlign: 'left' }}
      title={title}
      onClick={() => setFilters({ ...filterValues, ...filter }, {}, false)}
    >
      {children}
    </Button>
  );
}

function LoadFailed() {
  const translate = useTranslate();
  const { error } = useListContext<ActivityEntry>();
  return error ? <Typography role="alert">{translate('resources.activity.failed')}</Typography> : null;
}

export default function ActivityList() {
  const translate = useTranslate();
  const filters = [
    <TextInput
      key="actor"
      source="actor"
      label={translate('resources.activity.person')}
      placeholder={translate('resources.activity.personHint')}
      parse={(value: string) => value.trim().toLowerCase()}
      alwaysOn
    />,
    <SelectInput
      key="action"
      source="action"
      label={translate('resources.activity.fields.action')}
      choices={ACTION_CHOICES}
      emptyText={translate('resources.activity.allActions')}
      sx={{ minWidth: 200 }}
      alwaysOn
    />,
  ];
  return (
    <ResourceList
      resource="activity"
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <PostFilter />
      <LoadFailed />
      <ResourceDatagrid>
        <FunctionField
          source="at"
          sx={{ whiteSpace: 'nowrap' }}
          render={(entry: ActivityEntry) => <time dateTime={entry.at}>{shownDateAndTime(entry.at)}</time>}
        />
        <FunctionField
          source="actor"
          sortable={false}
          sx={breakableCell}
          render={(entry: ActivityEntry) =>
            entry.actor ? (
              <FilterBy filter={{ actor: entry.actor }}>
                <BreakableText text={entry.actor} />
              </FilterBy>
            ) : (
              translate('resources.activity.system')
            )
          }
        />
        <FunctionField
          source="action"
          sortable={false}
          render={(entry: ActivityEntry) => ACTIVITY_ACTIONS[entry.action] ?? entry.action}
        />
        <FunctionField
          source="post"
          sortable={false}
          sx={{ wordBreak: 'break-word' }}
          render={(entry: ActivityEntry) =>
            entry.post ? (
              <FilterBy filter={{ post: entry.post }} title={translate('resources.activity.onlyThisPost')}>
                {entry.postTitle || entry.post}
              </FilterBy>
            ) : null
          }
        />
        <FunctionField
          source="door"
          sortable={false}
          render={(entry: ActivityEntry) =>
            entry.door ? translate(`resources.activity.doors.${entry.door}`, { _: entry.door }) : ''
          }
        />
        <FunctionField
          source="detail"
          sortable={false}
          sx={breakableCell}
          render={(entry: ActivityEntry) => (entry.detail ? <BreakableText text={entry.detail} /> : null)}
        />
      </ResourceDatagrid>
    </ResourceList>
  );
}
