import { MenuItem, TextField } from '@mui/material';
import { STAFF_ROLE_NAMES, STAFF_ROLES, type StaffRole } from '@journey-canvas/shared';

export function RoleSelect({
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
