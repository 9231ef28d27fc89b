import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { seoChecklist, seoScore } from '@journey-canvas/shared';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';

export function SeoChecklist() {
  const record = useRecordContext<{ slug?: string }>();
  const [title, metaTitle, metaDescription, content, images] = useWatch({
    name: ['title', 'metaTitle', 'metaDescription', 'content', 'images'],
  });
  const post = { title, metaTitle, metaDescription, content, images, slug: record?.slug };
  const checks = seoChecklist(post);
  return (
    <section aria-labelledby="seo-checklist-heading" style={{ width: '100%' }}>
      <Typography id="seo-checklist-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        SEO checklist: <span data-testid="form-seo-score">{seoScore(post)}</span>/100
      </Typography>
      <List dense aria-label="SEO checks">
        {checks.map((check) => (
          <ListItem key={check.id} disableGutters data-passed={check.passed}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {check.passed ? (
                <CheckCircleIcon color="success" fontSize="small" titleAccess="Passed" />
              ) : (
                <ErrorOutlineIcon color="warning" fontSize="small" titleAccess="To do" />
              )}
            </ListItemIcon>
            <ListItemText primary={check.label} secondary={check.detail} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
