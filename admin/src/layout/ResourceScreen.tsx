import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A resource's screen: a region named by its heading, with an optional line saying what it is for. */
export function ResourceScreen({ resource, intro, children }: { resource: string; intro?: boolean; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = `${resource}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {translate(`resources.${resource}.title`, { _: translate(`resources.${resource}.name`, { smart_count: 2 }) })}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`resources.${resource}.intro`)}
        </Typography>
      )}
      {children}
    </Box>
  );
}
