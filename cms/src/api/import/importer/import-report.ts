import type { ImportReport, ReportItem } from '@journey-canvas/shared';

export function newReport(source: string, format: string, dryRun: boolean): ImportReport {
  return {
    source,
    format,
    dryRun,
    startedAt: new Date().toISOString(),
    counts: {
      stories: { imported: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 },
      pictures: { uploaded: 0, reused: 0, missing: 0 },
      questions: { imported: 0, pendingLeftOut: 0, spamLeftOut: 0, failed: 0 },
      redirects: { created: 0, kept: 0, refused: 0 },
    },
    items: [],
  };
}

const sentence = (note: string) => note.charAt(0).toUpperCase() + note.slice(1);

export function recordItem(report: ImportReport, item: ReportItem): void {
  item.notes = item.notes.map(sentence);
  report.counts.stories[item.outcome] += 1;
  if (item.notes.length > 0 || item.outcome === 'failed' || item.outcome === 'skipped') report.items.push(item);
}

const FORMAT_NAMES: Record<string, string> = {
  wordpress: 'WordPress export',
  ghost: 'Ghost export',
  markdown: 'Markdown folder',
};

/** The report as the terminal prints it; the JSON beside the source holds the same. */
export function reportText(report: ImportReport): string {
  const { stories, pictures, questions, redirects } = report.counts;
  const would = report.dryRun ? 'would be ' : '';
  const lines = [
    `${report.dryRun ? 'Dry run of' : 'Imported'} ${FORMAT_NAMES[report.format] ?? report.format} ${report.source}${
      report.dryRun ? ': nothing was written' : ''
    }`,
    `Stories: ${stories.imported} ${would}imported, ${stories.updated} ${would}updated, ${stories.unchanged} unchanged, ${stories.skipped} skipped, ${stories.failed} failed`,
    `Pictures: ${pictures.uploaded} ${would}uploaded, ${pictures.reused} already in the library, ${pictures.missing} missing`,
    `Reader questions: ${questions.imported} ${would}imported, ${questions.pendingLeftOut} pending and ${questions.spamLeftOut} spam left out, ${questions.failed} refused`,
    `Old addresses: ${redirects.created} ${would}redirected, ${redirects.kept} already redirected, ${redirects.refused} refused`,
  ];
  if (report.items.length > 0) {
    lines.push('', 'Not brought over whole:');
    for (const item of report.items) {
      lines.push(`- ${item.title ? `"${item.title}" ` : ''}(${item.sourceId}): ${item.outcome}`);
      for (const note of item.notes) lines.push(`    ${note}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
