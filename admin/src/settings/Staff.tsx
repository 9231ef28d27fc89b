import { Box, Button, Card, CardContent, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { SmallTable } from '../layout/SmallTable';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffMember, type StaffRole } from '@journey-canvas/shared';
import { useState, type FormEvent } from 'react';
import { HttpError, useDataProvider, useGetList, useUpdate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';

const STATUS_NAMES = { invited: 'Invited', active: 'Active', suspended: 'Suspended' } as const;

const problem = (error: unknown) => {
  const errors = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
  return { email: errors.email, role: errors.role, message: (error as Error).message };
};

function RoleSelect({
  value,
  onChange,
  label,
  id,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label: string;
  id: string;
}) {
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      fullWidth={false}
      sx={{ minWidth: 160 }}
    >
      {STAFF_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {STAFF_ROLE_NAMES[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The CMS holds every rule (decision 047); refusals show its words. */
export function Staff() {
  const toast = useToast();
  const data = useDataProvider<AdminDataProvider>();
  const { data: staff = [], refetch } = useGetList<StaffMember>('staff', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  });
  const [update] = useUpdate<StaffMember>();
  const [form, setForm] = useState<{ email: string; role: StaffRole }>({ email: '', role: 'contributor' });
  const [problems, setProblems] = useState<ReturnType<typeof problem>>();
  const [invited, setInvited] = useState<{ email: string; inviteUrl: string }>();

  async function invite(event: FormEvent) {
    event.preventDefault();
    setProblems(undefined);
    try {
      const { data: created } = await data.create<StaffMember & { inviteUrl: string; emailed: boolean }>('staff', { data: form });
      setInvited({ email: created.email, inviteUrl: created.inviteUrl });
      setForm({ email: '', role: form.role });
      const notice = created.emailed ? NOTICES.staffInvitedEmailed : NOTICES.staffInvited;
      toast.success(notice.title, notice.description);
      await refetch();
    } catch (error) {
      setProblems(problem(error));
    }
  }

  const change = (member: StaffMember, change: Partial<Pick<StaffMember, 'role' | 'status'>>) =>
    update(
      'staff',
      { id: member.id, data: change, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => toast.success(NOTICES.staffChanged.title),
        onError: (error) => toast.error(NOTICES.staffFailed.title, (error as Error).message),
      },
    );

  async function endSessions(member: StaffMember) {
    try {
      await data.staffCall(`staff/${member.id}/revoke-sessions`, 'POST', {});
      toast.success(NOTICES.staffSessionsEnded.title, NOTICES.staffSessionsEnded.description);
    } catch (error) {
      toast.error(NOTICES.staffFailed.title, (error as Error).message);
    }
  }

  return (
    <Card component="section" aria-labelledby="settings-staff" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="settings-staff" component="h2" variant="h6" gutterBottom>
          Staff
        </Typography>
        <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={invite} noValidate sx={{ mb: 2 }}>
          <TextField
            label="Email to invite"
            type="email"
            size="small"
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
            error={Boolean(problems?.email)}
            helperText={problems?.email}
            sx={{ flex: 1 }}
          />
          <RoleSelect id="invite-role" label="Role" value={form.role} onChange={(role) => setForm({ ...form, role })} />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Invite
          </Button>
        </Stack>
        {problems && !problems.email && (
          <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
            {problems.role ?? problems.message}
          </Typography>
        )}
        {invited && (
          <Box role="status" sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              label={`Invitation link for ${invited.email} (works once, for 7 days)`}
              size="small"
              value={invited.inviteUrl}
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ flex: 1, minWidth: 240 }}
            />
            <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(invited.inviteUrl)}>
              Copy link
            </Button>
          </Box>
        )}
        <Box sx={{ overflowX: 'auto' }}>
          <SmallTable label="Staff" columns={['Email', 'Role', 'Status', 'Two-step', { label: 'Actions', align: 'right' }]}>
            {staff.map((member) => (
              <TableRow key={member.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
                <TableCell>
                  <RoleSelect
                    id={`role-${member.id}`}
                    label={`Role of ${member.email}`}
                    value={member.role}
                    onChange={(role) => change(member, { role })}
                  />
                </TableCell>
                <TableCell>{STATUS_NAMES[member.status]}</TableCell>
                <TableCell>{member.twoFactor ? 'On' : 'Off'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {member.status === 'suspended' ? (
                    <Button
                      size="small"
                      onClick={() => change(member, { status: 'active' })}
                      aria-label={`Reactivate ${member.email}`}
                    >
                      Reactivate
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => change(member, { status: 'suspended' })}
                      aria-label={`Suspend ${member.email}`}
                    >
                      Suspend
                    </Button>
                  )}
                  {member.status === 'active' && (
                    <Button
                      size="small"
                      onClick={() => void endSessions(member)}
                      aria-label={`End the sessions of ${member.email}`}
                    >
                      End sessions
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </SmallTable>
        </Box>
      </CardContent>
    </Card>
  );
}
