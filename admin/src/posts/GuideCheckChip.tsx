import { Chip } from '@mui/material';
import { GUIDE_CHECK_LABELS, guideCheckDue } from '@journey-canvas/shared';

export function GuideCheckChip({
  post,
}: {
  post: { postType: string; lastVerifiedAt?: string | null; outdatedReportedAt?: string | null };
}) {
  const due = guideCheckDue(post);
  if (!due) return null;
  return <Chip size="small" variant="outlined" color="warning" label={GUIDE_CHECK_LABELS[due]} data-testid="guide-check-due" />;
}
