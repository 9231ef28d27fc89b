import type { Theme } from '@mui/material';

/** A Datagrid whose rows become blocks on a phone, so a wide row never makes the page scroll sideways. */
export const stackedOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tr, & td': { display: 'block' },
    '& td': { borderBottom: 'none', py: 0.5 },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
  },
});
