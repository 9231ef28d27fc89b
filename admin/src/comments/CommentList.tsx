import { Tab, Tabs, Typography } from '@mui/material';
import { COMMENT_STATUSES, type CommentStatus } from '@journey-canvas/shared';
import { FunctionField, useListContext, useTranslate } from 'react-admin';
import { shownDateAndTime } from '../dates';
import { ResourceDatagrid, ResourceList } from '../layout/ResourceList';
import { stackedOnPhone } from '../layout/stackedOnPhone';
import type { QuestionRecord } from '../types';
import { QuestionCard } from './QuestionCard';

/** The oldest pending question first: it has waited longest. */
const sortFor = (status: CommentStatus) => ({ field: 'createdAt', order: status === 'pending' ? 'ASC' : 'DESC' }) as const;

function StatusTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, setSort, total, isPending } = useListContext<QuestionRecord>();
  const status = (filterValues.status ?? 'pending') as CommentStatus;
  const statusName = translate(`resources.comments.status.${status}`);
  return (
    <>
      <Tabs
        value={status}
        onChange={(_event, value: CommentStatus) => {
          setFilters({ ...filterValues, status: value }, {});
          setSort(sortFor(value));
        }}
        aria-label={translate('resources.comments.byStatus')}
      >
        {COMMENT_STATUSES.map((value) => (
          <Tab key={value} value={value} label={translate(`resources.comments.status.${value}`)} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ my: 1 }}>
        {isPending
          ? translate('ra.page.loading')
          : translate('resources.comments.count', { smart_count: total ?? 0, status: statusName.toLowerCase() })}
      </Typography>
    </>
  );
}

/** Nothing shows on the site until approved (decision 058). */
export default function CommentList() {
  return (
    <ResourceList resource="comments" filterDefaultValues={{ status: 'pending' }} sort={sortFor('pending')} perPage={20}>
      <StatusTabs />
      <ResourceDatagrid sx={stackedOnPhone}>
        <FunctionField
          source="name"
          render={(question: QuestionRecord) => (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} dir="auto">
                {question.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {question.email}
              </Typography>
            </>
          )}
        />
        <FunctionField
          source="body"
          sortable={false}
          render={(question: QuestionRecord) => <QuestionCard question={question} />}
        />
        <FunctionField
          source="createdAt"
          render={(question: QuestionRecord) => <time dateTime={question.createdAt}>{shownDateAndTime(question.createdAt)}</time>}
        />
      </ResourceDatagrid>
    </ResourceList>
  );
}
