import { grey } from '@mui/material/colors';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The site's teal, applied to react-admin's Material UI theme. Every colour that writes text holds
 * WCAG AA (4.5:1) where it appears: Material's own warning (#ed6c02, 3.1:1 on white), info (3.9:1)
 * and error (4.1:1 on a hovered filled field) do not, nor does the teal on react-admin's grey
 * form toolbar (4.1:1), which is lightened instead.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0f766e' },
    secondary: { main: '#134e4a' },
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#0277bd' },
    error: { main: '#b71c1c' },
  },
  typography: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  components: {
    ...defaultTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[100] } } },
    // A toast is its title and, on the next line, its description (../Toast.tsx), react-admin's
    // own notices (the form's validation toast) included.
    MuiSnackbarContent: { styleOverrides: { message: { whiteSpace: 'pre-line' } } },
  },
};
