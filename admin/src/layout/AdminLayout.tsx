import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, Badge, Box, Button, CircularProgress, Container, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useAuthProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { Right } from '@journey-canvas/shared';
import { Account } from '../account/Account';
import type { StaffPermissions } from '../authProvider';
import { Link, useLocation } from 'react-router-dom';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';
import { usePendingQuestions } from '../comments/usePendingQuestions';
import { useCan } from '../auth/useCan';

/** The specification's three tabs, and each resource's list beside them for the roles with its right. */
const TABS: { label: string; to: string; right?: Right }[] = [
  { label: 'Blog Management', to: '/blog-posts' },
  { label: 'Create Post', to: '/blog-posts/create' },
  { label: 'Analytics', to: '/analytics' },
  { label: 'resources.comments.name', to: '/comments', right: 'comments' },
  { label: 'resources.subscribers.name', to: '/subscribers', right: 'subscribers' },
  { label: 'resources.tags.name', to: '/tags', right: 'tags' },
  { label: 'resources.redirects.name', to: '/redirects', right: 'redirects' },
  { label: 'resources.staff.name', to: '/staff', right: 'staff' },
  { label: 'resources.activity.name', to: '/activity', right: 'activity' },
  { label: 'Settings', to: '/settings' },
];

function currentTab(pathname: string): string {
  if (pathname.startsWith('/blog-posts/create')) return '/blog-posts/create';
  return TABS.find((tab) => tab.to !== '/blog-posts' && pathname.startsWith(tab.to))?.to ?? '/blog-posts';
}

function TabLabel({ label, pending }: { label: string; pending?: number }) {
  if (!pending) return <>{label}</>;
  return (
    <Badge badgeContent={pending} color="warning" max={99} aria-label={`${label}, ${pending} pending`}>
      <span style={{ paddingRight: 12 }}>{label}</span>
    </Badge>
  );
}

/** react-admin's default 4 s, and its exit. */
const NOTICE_WAIT_MS = 6000;

function onScreen(text: string, maxMs: number): Promise<void> {
  const showing = () =>
    Array.from(document.querySelectorAll('.MuiSnackbarContent-message')).some((notice) => notice.textContent?.includes(text));
  return new Promise((resolve) => {
    if (showing()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => showing() && done());
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(done, maxMs);
  });
}

function LogoutButton() {
  const authProvider = useAuthProvider();
  const toast = useToast();
  // Not react-admin's logout: emptying its caches re-runs the sign-in check, whose redirect could take
  // the notice away. Leaving for the site drops every cache anyway.
  const leave = async () => {
    await authProvider?.logout({});
    toast.info(NOTICES.loggedOut.title);
    // react-admin shows one notice at a time, so this one may wait behind another.
    await onScreen(NOTICES.loggedOut.title, NOTICE_WAIT_MS);
    setTimeout(() => window.location.assign('/'), 800);
  };
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={leave}>
      Logout
    </Button>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const { identity } = useGetIdentity();
  const { pathname } = useLocation();
  // Only the two-step set-up until it is on where required; the CMS refuses the rest anyway.
  const twoFactor = usePermissions<StaffPermissions | undefined>().permissions?.twoFactor;
  const mustSetUp = Boolean(twoFactor?.required && !twoFactor.enabled);
  const can = useCan();
  const pending = usePendingQuestions();
  const translate = useTranslate();
  const tabs = TABS.filter((tab) => !tab.right || can(tab.right));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f8fafc' }}>
      <AppBar position="static" sx={{ bgcolor: '#134e4a' }}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Journey Canvas Admin
          </Typography>
          <Typography component="p" variant="body2">
            Logged in as <strong>{identity?.fullName || 'Unknown'}</strong>
          </Typography>
          <LogoutButton />
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" component="main" sx={{ py: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, color: '#134e4a', mb: 2 }}>
          Content Management
        </Typography>
        {/* On a phone the tabs wrap into rows of three, so none is hidden or scrolled away. */}
        <Tabs
          value={currentTab(pathname)}
          variant="fullWidth"
          aria-label="Sections"
          sx={{
            mb: 3,
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTabs-flexContainer': { flexWrap: { xs: 'wrap', md: 'nowrap' } },
            '& .MuiTabs-indicator': { display: { xs: 'none', md: 'block' } },
            '& .MuiTab-root': {
              minWidth: 0,
              flex: { xs: '1 0 33%', sm: '1 0 20%', md: 1 },
              px: { xs: 0.5, md: 1 },
              textTransform: { xs: 'none', md: 'uppercase' },
            },
            '& .MuiTab-root.Mui-selected': { borderBottom: { xs: 2, md: 0 }, borderColor: 'primary.main', fontWeight: 700 },
          }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.to}
              label={
                <TabLabel
                  label={translate(tab.label, { smart_count: 2 })}
                  pending={tab.to === '/comments' ? pending : undefined}
                />
              }
              value={tab.to}
              component={Link}
              to={tab.to}
            />
          ))}
        </Tabs>
        <Suspense fallback={<CircularProgress aria-label="Loading" />}>{mustSetUp ? <Account /> : children}</Suspense>
      </Container>
    </Box>
  );
}
