import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import { CATEGORIES, isLanguageCode, tagListSchema } from '@journey-canvas/shared';
import { z } from 'zod';

/** One Markdown file per story, published in file-name order (decision 011). */
export const DEMO_STORIES_DIR = 'data/demo-stories';

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour');

const frontMatter = z.object({
  title: z.string().min(1).max(80),
  postType: z.enum(CATEGORIES.map((category) => category.value)),
  author: z.string().min(1),
  metaDescription: z.string().min(120).max(160),
  daysAgo: z.number().int().nonnegative(),
  // Sky top, sky bottom, sun, far hills, near hills.
  palette: z.tuple([colour, colour, colour, colour, colour]),
  imageAlt: z.string().min(1),
  place: z
    .object({ name: z.string().min(1), country: z.string().min(1), latitude: z.number(), longitude: z.number() })
    .optional(),
  verifiedDaysAgo: z.number().int().nonnegative().optional(),
  // The post rules check it like any other.
  itinerary: z.array(z.unknown()).optional(),
  // Beside the story file; uploaded and cleaned like an editor's.
  route: z
    .string()
    .regex(/^[\w.-]+\.gpx$/, 'must name a .gpx file in the same folder')
    .optional(),
  tags: tagListSchema.optional(),
});

export type SeedStory = z.output<typeof frontMatter> & { content: string };

function emptyEntries(value: unknown, at: string[] = []): { path: string; key: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyEntries(item, [...at, String(index)]));
  if (typeof value !== 'object' || value === null || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    inner === null || inner === undefined ? [{ path: at.join('.'), key }] : emptyEntries(inner, [...at, key]),
  );
}

/** A note wrapped onto a second line or cut at a comma reads as a stray YAML key, and readers see half of it. */
function assertNoStrayEntries(file: string, text: string, data: unknown) {
  const [stray] = emptyEntries(data);
  if (!stray) return;
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.trim().replace(/^- /, '').startsWith(`${stray.key}:`));
  const where = index >= 0 ? `line ${index + 1}` : stray.path || 'front matter';
  throw new Error(
    `Demo story ${file}, ${where}: "${stray.key}" is an entry with no value${stray.path ? ` in ${stray.path}` : ''}; ` +
      'a note wrapped onto a second line or cut at a comma? Put the whole text on one line, in quotes',
  );
}

export function parseSeedStory(file: string, text: string): SeedStory {
  const { data, content } = matter(text);
  assertNoStrayEntries(file, text, data);
  const parsed = frontMatter.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Demo story ${file} has invalid front matter: ${problems}`);
  }
  return { ...parsed.data, content: content.trim() };
}

export const demoFilePath = (appRoot: string, name: string) => path.join(appRoot, DEMO_STORIES_DIR, name);

/** Each with its file name, which its translations share. */
export function loadSeedStories(appRoot: string): (SeedStory & { file: string })[] {
  const dir = path.join(appRoot, DEMO_STORIES_DIR);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ ...parseSeedStory(file, fs.readFileSync(path.join(dir, file), 'utf8')), file }));
}

/** A demo story's translation: `data/demo-stories/<language>/<the story's file name>` (decision 100). */
const translationFrontMatter = z.object({
  title: z.string().min(1).max(80),
  metaDescription: z.string().min(120).max(160),
  placeName: z.string().min(1).optional(),
  placeCountry: z.string().min(1).optional(),
});

export type SeedTranslation = z.output<typeof translationFrontMatter> & { language: string; content: string };

export function parseSeedTranslation(language: string, file: string, text: string): SeedTranslation {
  const { data, content } = matter(text);
  const parsed = translationFrontMatter.strict().safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; ');
    throw new Error(`Demo translation ${language}/${file} has invalid front matter: ${problems}`);
  }
  return { ...parsed.data, language, content: content.trim() };
}

/** Each story file's translations, by its file name; a language folder is named by its code. */
export function loadSeedTranslations(appRoot: string): Map<string, SeedTranslation[]> {
  const dir = path.join(appRoot, DEMO_STORIES_DIR);
  const translations = new Map<string, SeedTranslation[]>();
  for (const language of fs
    .readdirSync(dir)
    .filter((name) => isLanguageCode(name))
    .sort()) {
    for (const file of fs.readdirSync(path.join(dir, language)).filter((name) => name.endsWith('.md'))) {
      const text = fs.readFileSync(path.join(dir, language, file), 'utf8');
      translations.set(file, [...(translations.get(file) ?? []), parseSeedTranslation(language, file, text)]);
    }
  }
  return translations;
}
