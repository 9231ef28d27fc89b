import { Box, Link, Typography } from '@mui/material';
import type { ImportReport as Report, ReportItem } from '@journey-canvas/shared';
import { useTranslate } from 'react-admin';
import { adminConfig } from '../config';

const list = { m: 0, pl: 3 } as const;

function Item({ item, dryRun }: { item: ReportItem; dryRun: boolean }) {
  const translate = useTranslate();
  const title = item.title ?? translate('settings.import.untitled', { id: item.sourceId });
  return (
    <li>
      <Typography variant="body2">
        {/* Written stories have an address on the site; a dry run's are only planned. */}
        {item.address && !dryRun ? (
          <Link href={`${adminConfig().siteUrl}${item.address}`} target="_blank" rel="noopener">
            {title}
          </Link>
        ) : (
          <strong>{title}</strong>
        )}
        : {translate(`settings.import.${dryRun ? 'outcomeDry' : 'outcome'}.${item.outcome}`)}
        {item.address && dryRun && ` (${item.address})`}
      </Typography>
      {item.notes.length > 0 && (
        <Box component="ul" sx={list}>
          {item.notes.map((note) => (
            <Typography key={note} component="li" variant="body2" color="text.secondary">
              {note}
            </Typography>
          ))}
        </Box>
      )}
    </li>
  );
}

/** A dry run's or an import's report: its counts, and each story not brought over whole with why. */
export function ImportReport({ report, title }: { report: Report; title: string }) {
  const translate = useTranslate();
  const dry = report.dryRun ? 'Dry' : '';
  const { stories, pictures, questions, redirects } = report.counts;
  const counts = [
    translate(`settings.import.stories${dry}`, stories),
    translate(`settings.import.pictures${dry}`, pictures),
    translate(`settings.import.questions${dry}`, {
      imported: questions.imported,
      pending: questions.pendingLeftOut,
      spam: questions.spamLeftOut,
      failed: questions.failed,
    }),
    translate(`settings.import.redirects${dry}`, redirects),
  ];
  return (
    <Box component="section" aria-labelledby="import-report" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="import-report" component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Box component="ul" aria-label={translate('settings.import.counts')} sx={list}>
        {counts.map((line) => (
          <Typography key={line} component="li" variant="body2">
            {line}
          </Typography>
        ))}
      </Box>
      {report.items.length > 0 && (
        <>
          <Typography id="import-not-whole" component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {translate('settings.import.notWhole')}
          </Typography>
          <Box component="ul" aria-labelledby="import-not-whole" sx={{ ...list, display: 'grid', gap: 1 }}>
            {report.items.map((item) => (
              <Item key={item.sourceId} item={item} dryRun={report.dryRun} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
