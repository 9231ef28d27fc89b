import DeleteIcon from '@mui/icons-material/Delete';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Grid,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  languageName,
  SITE_LANGUAGES,
  SITE_SETTINGS_LIMITS as LIMITS,
  type SiteSettings,
  type SiteSettingsText,
} from '@journey-canvas/shared';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { adminConfig } from '../config';
import type { AdminDataProvider } from '../dataProvider';
import { NOTICES } from '../i18n/en';
import { useToast } from '../Toast';

type Form = SiteSettings;

const LANGUAGE_CODES = SITE_LANGUAGES.map(({ code }) => code) as string[];
const languageLabel = (code: string) => `${languageName(code)} (${code})`;

const FIELDS: { name: Exclude<keyof SiteSettingsText, 'socialLinks'>; label: string; lines?: number; section: string }[] = [
  { name: 'siteName', label: 'Site name', section: 'Site' },
  { name: 'tagline', label: 'Tagline', section: 'Site' },
  { name: 'footerBlurb', label: 'Footer text', lines: 3, section: 'Site' },
  { name: 'newsletterBlurb', label: 'Newsletter text', section: 'Site' },
  { name: 'defaultMetaDescription', label: 'Default meta description', lines: 2, section: 'SEO' },
  { name: 'contactAddress', label: 'Address (one line each)', lines: 3, section: 'Contact' },
  { name: 'contactPhone', label: 'Phone', section: 'Contact' },
  { name: 'contactPhoneHours', label: 'Phone hours', section: 'Contact' },
  { name: 'contactEmail', label: 'Email', section: 'Contact' },
  { name: 'contactEmailPromise', label: 'Reply promise', section: 'Contact' },
  { name: 'openingHours', label: 'Opening hours (one line each)', lines: 3, section: 'Contact' },
];

const problems = (error: unknown): Record<string, string> => {
  const errors = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
  return { ...errors, root: (error as Error).message };
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Decision 048. A save purges the whole site. */
export function SiteDetails() {
  const data = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const [form, setForm] = useState<Form>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    data.getSiteSettings().then(({ data: settings }: { data: SiteSettings }) => setForm(settings));
  }, [data]);
  if (!form) return null;

  const set = (change: Partial<Form>) => setForm({ ...form, ...change });
  const field = (spec: (typeof FIELDS)[number]) => (
    <TextField
      key={spec.name}
      label={spec.label}
      size="small"
      multiline={Boolean(spec.lines)}
      minRows={spec.lines}
      value={form[spec.name]}
      onChange={(event) => set({ [spec.name]: event.target.value })}
      error={Boolean(errors[spec.name])}
      helperText={
        errors[spec.name] ?? (spec.name in LIMITS ? `At most ${LIMITS[spec.name as keyof typeof LIMITS]} characters` : undefined)
      }
    />
  );

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      const { data: image } = await data.uploadImage(file);
      set({
        shareImage: { id: image.id, url: image.url, width: null, height: null, alternativeText: image.alternativeText ?? null },
      });
    } catch (error) {
      setErrors({ shareImage: (error as Error).message });
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const { data: saved } = await data.updateSiteSettings({ ...form, shareImage: form!.shareImage?.id ?? null });
      setForm(saved);
      toast.success(NOTICES.settingsSaved.title, NOTICES.settingsSaved.description);
    } catch (error) {
      setErrors(problems(error));
    } finally {
      setSaving(false);
    }
  }

  const imageUrl =
    form.shareImage &&
    (/^https?:/.test(form.shareImage.url) ? form.shareImage.url : `${adminConfig().cmsUrl}${form.shareImage.url}`);
  return (
    <Card component="section" aria-labelledby="settings-site" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="settings-site" component="h2" variant="h6" gutterBottom>
          Site details
        </Typography>
        <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 3 }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section id="site-identity" title="Site">
                {FIELDS.filter((spec) => spec.section === 'Site').map(field)}
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section id="site-seo" title="SEO Configuration">
                {FIELDS.filter((spec) => spec.section === 'SEO').map(field)}
                <Typography variant="body2">
                  Default share image: the social card of pages without a picture of their own (1200 × 630 works best).
                </Typography>
                {imageUrl && (
                  <img
                    src={imageUrl}
                    alt={form.shareImage?.alternativeText || 'The default share image'}
                    style={{ maxWidth: 240 }}
                  />
                )}
                <Stack direction="row" spacing={1}>
                  <Button variant="outlined" component="label">
                    {form.shareImage ? 'Replace image' : 'Choose image'}
                    <input
                      hidden
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                      onChange={(event) => void upload(event.target.files?.[0])}
                    />
                  </Button>
                  {form.shareImage && <Button onClick={() => set({ shareImage: null })}>Use the built-in card</Button>}
                </Stack>
                {errors.shareImage && (
                  <Typography role="alert" color="error" variant="body2">
                    {errors.shareImage}
                  </Typography>
                )}
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section id="site-contact" title="Contact and opening hours">
                {FIELDS.filter((spec) => spec.section === 'Contact').map(field)}
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section id="site-languages" title="Languages">
                <Typography variant="body2">
                  Stories can be translated into each language here; the default language&apos;s pages keep their addresses, the
                  others live under their code (/fr/…). A language stories are written in stays.
                </Typography>
                <TextField
                  select
                  size="small"
                  label="Default language"
                  value={form.languages[0]}
                  onChange={(event) =>
                    set({ languages: [event.target.value, ...form.languages.filter((code) => code !== event.target.value)] })
                  }
                >
                  {LANGUAGE_CODES.map((code) => (
                    <MenuItem key={code} value={code}>
                      {languageLabel(code)}
                    </MenuItem>
                  ))}
                </TextField>
                <Autocomplete
                  multiple
                  size="small"
                  options={LANGUAGE_CODES.filter((code) => code !== form.languages[0])}
                  value={form.languages.slice(1)}
                  getOptionLabel={languageLabel}
                  onChange={(_event, others) => set({ languages: [form.languages[0]!, ...others] })}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="Other languages"
                      error={Boolean(errors.languages)}
                      helperText={errors.languages ?? 'Readers find each under /code/, e.g. /fr/'}
                    />
                  )}
                />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section id="site-analytics" title="Analytics">
                <FormControlLabel
                  control={<Switch checked={form.analytics} onChange={(event) => set({ analytics: event.target.checked })} />}
                  label="Count readers"
                />
                <Typography variant="body2" color="text.secondary">
                  The site counts the pages it answers, with no script, no cookie and no address kept. Off, nothing is counted or
                  stored from then on; the figures already kept stay for two years.
                </Typography>
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section id="site-social" title="Social links">
                {form.socialLinks.map((link, index) => (
                  <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
                    <TextField
                      size="small"
                      label={`Name ${index + 1}`}
                      value={link.label}
                      onChange={(event) =>
                        set({
                          socialLinks: form.socialLinks.map((other, at) =>
                            at === index ? { ...other, label: event.target.value } : other,
                          ),
                        })
                      }
                      sx={{ width: 140 }}
                    />
                    <TextField
                      size="small"
                      label={`Address ${index + 1}`}
                      value={link.url}
                      onChange={(event) =>
                        set({
                          socialLinks: form.socialLinks.map((other, at) =>
                            at === index ? { ...other, url: event.target.value } : other,
                          ),
                        })
                      }
                      sx={{ flex: 1 }}
                    />
                    <IconButton
                      aria-label={`Remove social link ${index + 1}`}
                      onClick={() => set({ socialLinks: form.socialLinks.filter((_, at) => at !== index) })}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
                {errors.socialLinks && (
                  <Typography role="alert" color="error" variant="body2">
                    {errors.socialLinks}
                  </Typography>
                )}
                {form.socialLinks.length < LIMITS.socialLinks && (
                  <Button
                    onClick={() => set({ socialLinks: [...form.socialLinks, { label: '', url: 'https://' }] })}
                    sx={{ justifySelf: 'start' }}
                  >
                    Add a social link
                  </Button>
                )}
              </Section>
            </Grid>
          </Grid>
          {errors.root && Object.keys(errors).length === 1 && (
            <Typography role="alert" color="error" variant="body2">
              {errors.root}
            </Typography>
          )}
          <Button type="submit" variant="contained" disabled={saving} sx={{ justifySelf: 'start' }}>
            {saving ? 'Saving...' : 'Save site details'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
