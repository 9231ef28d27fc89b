import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, List, useResourceContext, useTranslate, type DatagridProps, type ListProps } from 'react-admin';

/** The screen's own title where it has one ("Reader questions"), else the resource's plural name. */
function useScreenTitle(resource: string): string {
  const translate = useTranslate();
  return translate(`resources.${resource}.title`, { _: translate(`resources.${resource}.name`, { smart_count: 2 }) });
}

/**
 * A resource's list screen: a region named by its heading, an optional line on what it is for and a
 * form above the list. No empty page in place of the list, no export, no create button.
 */
export function ResourceList({
  resource,
  intro,
  above,
  ...list
}: ListProps & { resource: string; intro?: boolean; above?: ReactNode }) {
  const translate = useTranslate();
  const title = useScreenTitle(resource);
  const headingId = `${resource}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`resources.${resource}.intro`)}
        </Typography>
      )}
      {above}
      <List resource={resource} actions={false} empty={false} exporter={false} {...list} />
    </Box>
  );
}

/** Its table: named for screen readers, without row selection or row links, with its own empty line. */
export function ResourceDatagrid(props: Omit<DatagridProps, 'bulkActionButtons' | 'rowClick' | 'empty'>) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const title = useScreenTitle(resource);
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      aria-label={title}
      empty={<Typography sx={{ p: 2 }}>{translate(`resources.${resource}.empty`)}</Typography>}
      {...props}
    />
  );
}
