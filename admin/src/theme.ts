import { grey } from '@mui/material/colors';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Every colour that writes text holds WCAG AA (4.5:1); Material's own warning, info and error do not. */
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
    // A wide list scrolls inside its card, never the page.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    // A toast is its title and, on the next line, its description (../Toast.tsx).
    MuiSnackbarContent: { styleOverrides: { message: { whiteSpace: 'pre-line' } } },
  },
};
