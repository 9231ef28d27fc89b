import { Button } from '@mui/material';
import type { StaffMember } from '@journey-canvas/shared';
import { FunctionField, TextField, useDataProvider, useTranslate, useUpdate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { NOTICES } from '../i18n/en';
import { ResourceDatagrid, ResourceList } from '../layout/ResourceList';
import { useToast } from '../Toast';
import { InviteStaff } from './InviteStaff';
import { RoleSelect } from './RoleSelect';

type Change = Partial<Pick<StaffMember, 'role' | 'status'>>;

function useStaffChanges() {
  const toast = useToast();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [update] = useUpdate<StaffMember>();
  const change = (member: StaffMember, data: Change) =>
    update(
      'staff',
      { id: member.id, data, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast.success(NOTICES.staffChanged.title),
        onError: (error) => toast.error(NOTICES.staffFailed.title, (error as Error).message),
      },
    );
  async function endSessions(member: StaffMember) {
    try {
      await dataProvider.staffCall(`staff/${member.id}/revoke-sessions`, 'POST', {});
      toast.success(NOTICES.staffSessionsEnded.title, NOTICES.staffSessionsEnded.description);
    } catch (error) {
      toast.error(NOTICES.staffFailed.title, (error as Error).message);
    }
  }
  return { change, endSessions };
}

function MemberActions({ member }: { member: StaffMember }) {
  const translate = useTranslate();
  const { change, endSessions } = useStaffChanges();
  return (
    <>
      {member.status === 'suspended' ? (
        <Button
          size="small"
          onClick={() => change(member, { status: 'active' })}
          aria-label={translate('resources.staff.reactivateOne', { email: member.email })}
        >
          {translate('resources.staff.reactivate')}
        </Button>
      ) : (
        <Button
          size="small"
          color="error"
          onClick={() => change(member, { status: 'suspended' })}
          aria-label={translate('resources.staff.suspendOne', { email: member.email })}
        >
          {translate('resources.staff.suspend')}
        </Button>
      )}
      {member.status === 'active' && (
        <Button
          size="small"
          onClick={() => void endSessions(member)}
          aria-label={translate('resources.staff.endSessionsOf', { email: member.email })}
        >
          {translate('resources.staff.endSessions')}
        </Button>
      )}
    </>
  );
}

function MemberRole({ member }: { member: StaffMember }) {
  const translate = useTranslate();
  const { change } = useStaffChanges();
  return (
    <RoleSelect
      id={`role-${member.id}`}
      label={translate('resources.staff.roleOf', { email: member.email })}
      value={member.role}
      onChange={(role) => change(member, { role })}
    />
  );
}

export default function StaffList() {
  const translate = useTranslate();
  return (
    <ResourceList resource="staff" above={<InviteStaff />} sort={{ field: 'email', order: 'ASC' }} perPage={25}>
      <ResourceDatagrid>
        <TextField source="email" sx={{ overflowWrap: 'anywhere' }} />
        <FunctionField source="role" sortable={false} render={(member: StaffMember) => <MemberRole member={member} />} />
        <FunctionField
          source="status"
          sortable={false}
          render={(member: StaffMember) => translate(`resources.staff.status.${member.status}`)}
        />
        <FunctionField
          source="twoFactor"
          sortable={false}
          render={(member: StaffMember) =>
            translate(member.twoFactor ? 'resources.staff.twoFactorOn' : 'resources.staff.twoFactorOff')
          }
        />
        <FunctionField
          source="actions"
          sortable={false}
          textAlign="right"
          sx={{ whiteSpace: 'nowrap' }}
          render={(member: StaffMember) => <MemberActions member={member} />}
        />
      </ResourceDatagrid>
    </ResourceList>
  );
}
