import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import { CATEGORIES, tagListSchema } from '@journey-canvas/shared';
import { z } from 'zod';

/** Where the demo stories are, from the CMS's folder: one Markdown file each, published in file-name order. */
export const DEMO_STORIES_DIR = 'data/demo-stories';

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour');

/** A story file's front matter; its Markdown body is the story. */
const frontMatter = z.object({
  title: z.string().min(1).max(80),
  postType: z.enum(CATEGORIES.map((category) => category.value)),
  author: z.string().min(1),
  // A real search-result description.
  metaDescription: z.string().min(120).max(160),
  // How many days before today it was "published", so lists and stats look lived-in.
  daysAgo: z.number().int().nonnegative(),
  // Colours of the landscape picture drawn for it: sky top, sky bottom, sun, far hills, near hills.
  palette: z.tuple([colour, colour, colour, colour, colour]),
  // Alt text describing that picture.
  imageAlt: z.string().min(1),
  // Where the story happened (the post's place).
  place: z
    .object({ name: z.string().min(1), country: z.string().min(1), latitude: z.number(), longitude: z.number() })
    .optional(),
  // A guide: how many days before today its facts were last checked.
  verifiedDaysAgo: z.number().int().nonnegative().optional(),
  // A day-by-day itinerary, as the post stores it (the post rules check it like any other).
  itinerary: z.array(z.unknown()).optional(),
  // A GPX route beside the story file, uploaded (and cleaned) like an editor's.
  route: z
    .string()
    .regex(/^[\w.-]+\.gpx$/, 'must name a .gpx file in the same folder')
    .optional(),
  // Its free tags beside the category.
  tags: tagListSchema.optional(),
});

export type SeedStory = z.output<typeof frontMatter> & { content: string };

/** Where in `value` (front matter as parsed) a key has no value at all, as paths like `itinerary.0.stops.3`, each with the key. */
function emptyEntries(value: unknown, at: string[] = []): { path: string; key: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyEntries(item, [...at, String(index)]));
  if (typeof value !== 'object' || value === null || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    inner === null || inner === undefined ? [{ path: at.join('.'), key }] : emptyEntries(inner, [...at, key]),
  );
}

/**
 * Refuses front matter with an entry that has no value. The demo stories hold none on
 * purpose: one is a note's text wrapped onto a second line, or cut at a comma of a flow mapping,
 * which YAML reads as a stray key (`merguez and aubergine salad.: null`) and the note as half of
 * itself. Published, readers would see the half; so the file is refused, with its line.
 */
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

/** One story file, or an error naming the file and each field that is wrong. */
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

/** The path of a file beside the demo stories (a story's GPX route). */
export const demoFilePath = (appRoot: string, name: string) => path.join(appRoot, DEMO_STORIES_DIR, name);

/** The demo stories of the CMS in `appRoot`. */
export function loadSeedStories(appRoot: string): SeedStory[] {
  const dir = path.join(appRoot, DEMO_STORIES_DIR);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseSeedStory(file, fs.readFileSync(path.join(dir, file), 'utf8')));
}
