import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { StaffMember, StaffRole } from '@journey-canvas/shared';
import { useState, type FormEvent } from 'react';
import { HttpError, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import { RoleSelect } from './RoleSelect';

const problem = (error: unknown) => {
  const errors = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
  return { email: errors.email, role: errors.role, message: (error as Error).message };
};

/** The CMS holds every rule (decision 047); refusals show its words. */
export function InviteStaff() {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [form, setForm] = useState<{ email: string; role: StaffRole }>({ email: '', role: 'contributor' });
  const [problems, setProblems] = useState<ReturnType<typeof problem>>();
  const [invited, setInvited] = useState<{ email: string; inviteUrl: string }>();

  async function invite(event: FormEvent) {
    event.preventDefault();
    setProblems(undefined);
    try {
      const { data: created } = await dataProvider.create<StaffMember & { inviteUrl: string; emailed: boolean }>('staff', {
        data: form,
      });
      setInvited({ email: created.email, inviteUrl: created.inviteUrl });
      setForm({ email: '', role: form.role });
      const notice = created.emailed ? NOTICES.staffInvitedEmailed : NOTICES.staffInvited;
      toast.success(notice.title, notice.description);
      refresh();
    } catch (error) {
      setProblems(problem(error));
    }
  }

  return (
    <>
      <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={invite} noValidate sx={{ mb: 2 }}>
        <TextField
          label={translate('resources.staff.inviteEmail')}
          type="email"
          size="small"
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
          error={Boolean(problems?.email)}
          helperText={problems?.email}
          sx={{ flex: 1 }}
        />
        <RoleSelect
          id="invite-role"
          label={translate('resources.staff.fields.role')}
          value={form.role}
          onChange={(role) => setForm({ ...form, role })}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {translate('resources.staff.invite')}
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
            label={translate('resources.staff.inviteLink', { email: invited.email })}
            size="small"
            value={invited.inviteUrl}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ flex: 1, minWidth: 240 }}
          />
          <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(invited.inviteUrl)}>
            {translate('resources.staff.copyLink')}
          </Button>
        </Box>
      )}
    </>
  );
}
