import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton } from '@mui/material';
import { FunctionField, TextField, useDelete, useTranslate } from 'react-admin';
import { NOTICES } from '../i18n/en';
import { ResourceDatagrid, ResourceList } from '../layout/ResourceList';
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
  return (
    <ResourceList resource="redirects" intro above={<AddRedirect />} sort={{ field: 'from', order: 'ASC' }} perPage={25}>
      <ResourceDatagrid>
        <TextField source="from" sx={{ overflowWrap: 'anywhere' }} />
        <TextField source="to" sx={{ overflowWrap: 'anywhere' }} />
        <TextField source="status" />
        <FunctionField
          source="remove"
          sortable={false}
          textAlign="right"
          render={(redirect: RedirectRecord) => <RemoveButton redirect={redirect} />}
        />
      </ResourceDatagrid>
    </ResourceList>
  );
}
