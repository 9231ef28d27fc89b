import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useDelete, useTranslate } from 'react-admin';
import { NOTICES } from '../i18n/en';
import { ResourceScreen } from '../layout/ResourceScreen';
import { useToast } from '../Toast';
import type { RedirectRecord } from '../types';
import { AddRedirect } from './AddRedirect';

function RemoveButton({ redirect }: { redirect: RedirectRecord }) {
  const translate = useTranslate();
  const toast = useToast();
  const [remove] = useDelete<RedirectRecord>();
  return (
    <IconButton
      aria-label={translate('resources.redirects.remove', { from: redirect.from })}
      onClick={() =>
        remove(
          'redirects',
          { id: redirect.id, previousData: redirect },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => toast.success(NOTICES.redirectRemoved.title),
            onError: (error) => toast.error(NOTICES.redirectFailed.title, (error as Error).message),
          },
        )
      }
    >
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}

export default function RedirectList() {
  const translate = useTranslate();
  return (
    <ResourceScreen resource="redirects" intro>
      <AddRedirect />
      <List
        resource="redirects"
        sort={{ field: 'from', order: 'ASC' }}
        perPage={25}
        actions={false}
        empty={false}
        exporter={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          aria-label={translate('resources.redirects.name', { smart_count: 2 })}
          empty={<Typography sx={{ p: 2 }}>{translate('resources.redirects.empty')}</Typography>}
        >
          <TextField source="from" sx={{ overflowWrap: 'anywhere' }} />
          <TextField source="to" sx={{ overflowWrap: 'anywhere' }} />
          <TextField source="status" />
          <FunctionField
            source="remove"
            sortable={false}
            textAlign="right"
            render={(redirect: RedirectRecord) => <RemoveButton redirect={redirect} />}
          />
        </Datagrid>
      </List>
    </ResourceScreen>
  );
}
