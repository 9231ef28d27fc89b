import { defaultTheme } from 'react-admin';

/** The site's teal, applied to react-admin's Material UI theme. */
export const theme = {
  ...defaultTheme,
  palette: { primary: { main: '#0f766e' }, secondary: { main: '#134e4a' } },
  typography: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
};
