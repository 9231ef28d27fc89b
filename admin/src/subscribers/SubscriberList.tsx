import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Typography } from '@mui/material';
import { languageName, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, type SubscriberRecord } from '@journey-canvas/shared';
import {
  FunctionField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useDelete,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useSiteLanguages } from '../auth/useCan';
import { adminConfig } from '../config';
import { shownDate } from '../dates';
import { READER_NOTICES } from '../i18n/readers';
import { ResourceDatagrid, ResourceList } from '../layout/ResourceList';
import { stackedOnPhone } from '../layout/stackedOnPhone';
import { useToast } from '../Toast';
import { exportSubscribers } from './exportSubscribers';

const STATUS_CHOICES = SUBSCRIBER_STATUSES.map((status) => ({ id: status, name: SUBSCRIBER_STATUS_LABELS[status] }));
const day = (value: string | null) => (value ? shownDate(value) : '—');

function ExportCsv() {
  const translate = useTranslate();
  const toast = useToast();
  const { filterValues } = useListContext<SubscriberRecord>();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() =>
        exportSubscribers(adminConfig().cmsUrl, filterValues).catch((error: Error) =>
          toast.error(READER_NOTICES.exportFailed, error.message),
        )
      }
    >
      {translate('resources.subscribers.export')}
    </Button>
  );
}

function Total() {
  const translate = useTranslate();
  const { total, isPending } = useListContext<SubscriberRecord>();
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ my: 1 }}>
      {isPending ? translate('ra.page.loading') : translate('resources.subscribers.count', { smart_count: total ?? 0 })}
    </Typography>
  );
}

function RemoveButton({ subscriber }: { subscriber: SubscriberRecord }) {
  const translate = useTranslate();
  const toast = useToast();
  const [remove] = useDelete<SubscriberRecord>();
  return (
    <IconButton
      aria-label={translate('resources.subscribers.remove', { email: subscriber.email })}
      onClick={() => {
        if (!window.confirm(translate('resources.subscribers.removeConfirm', { email: subscriber.email }))) return;
        remove(
          'subscribers',
          { id: subscriber.id, previousData: subscriber },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => toast.success(READER_NOTICES.subscriberRemoved),
            onError: (error) => toast.error(READER_NOTICES.subscriberFailed, (error as Error).message),
          },
        );
      }}
    >
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}

/** Only here are addresses shown. */
export default function SubscriberList() {
  const translate = useTranslate();
  const languages = useSiteLanguages();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.subscribers.search')} />,
    <SelectInput
      key="status"
      source="status"
      choices={STATUS_CHOICES}
      emptyText={translate('resources.subscribers.everyStatus')}
      alwaysOn
    />,
  ];
  return (
    <ResourceList
      resource="subscribers"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportCsv />
        </TopToolbar>
      }
    >
      <Total />
      <ResourceDatagrid sx={stackedOnPhone}>
        <TextField source="email" sx={{ overflowWrap: 'anywhere' }} />
        <FunctionField source="status" render={(subscriber: SubscriberRecord) => SUBSCRIBER_STATUS_LABELS[subscriber.status]} />
        {/* On a site in several languages, the one each subscriber's emails are written in (decision 100). */}
        {languages.length > 1 && (
          <FunctionField
            source="language"
            sortable={false}
            render={(subscriber: SubscriberRecord) => languageName(subscriber.language ?? languages[0]!)}
          />
        )}
        <FunctionField source="createdAt" render={(subscriber: SubscriberRecord) => day(subscriber.createdAt)} />
        <FunctionField source="confirmedAt" render={(subscriber: SubscriberRecord) => day(subscriber.confirmedAt)} />
        <FunctionField
          source="remove"
          sortable={false}
          textAlign="right"
          render={(subscriber: SubscriberRecord) => <RemoveButton subscriber={subscriber} />}
        />
      </ResourceDatagrid>
    </ResourceList>
  );
}
