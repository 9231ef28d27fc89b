import { Button, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Right } from '@journey-canvas/shared';
import { useCan } from '../auth/useCan';

export function CannotOpen({ reason }: { reason?: string }) {
  return (
    <CardContent>
      <Stack spacing={2} alignItems="flex-start" role="alert">
        <Typography component="h2" variant="h6">
          You cannot open this
        </Typography>
        <Typography>{reason ?? 'Your role does not include this screen.'}</Typography>
        <Button component={Link} to="/blog-posts" variant="outlined">
          Back to Blog Management
        </Button>
      </Stack>
    </CardContent>
  );
}

export function storyRefusal(error: unknown): string {
  const refusal = error as { status?: number; message?: string } | null;
  return refusal?.status === 403 && refusal.message ? refusal.message : 'This story does not exist, or was deleted for good.';
}

/** Said in place, instead of react-admin's notice and a jump to the list. */
export const openStoryQuietly = { onError: () => undefined };

/** Others are told at once, and the CMS, which would refuse anyway, is not asked. */
export function WithRight({ right, children }: { right: Right; children: ReactNode }) {
  const allowed = useCan()(right);
  if (allowed === undefined) return null;
  return allowed ? children : <CannotOpen />;
}
