import { z } from 'zod';
import { POST_TYPES } from '../categories';
import {
  AUTHOR_MAX_LENGTH,
  CONTENT_MIN_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  PLACE_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../limits';
import { tagListSchema } from '../tags';
import { imageTextSchema } from './image-text';
import { itineraryDraftField, itineraryField, routeField } from './itinerary';
import { AUTOSAVE_MESSAGES, PLACE_MESSAGES, POST_MESSAGES } from './messages';
import { lastVerifiedField, placeFields } from './place';
import { optionalText, storableText } from './stored-text';

/**
 * What Strapi stores: a column of the post's row (`text`, a `number`, a `day`, `json`, a `boolean`),
 * or what it populates: the `images` and the GPX `file`, and the `tags` relation.
 */
export type PostFieldKind = 'text' | 'number' | 'day' | 'json' | 'boolean' | 'images' | 'file' | 'tags';

/** Who reads a field besides the admin: the article page, the story cards of every list, previews. */
export type PostFieldReader = 'article' | 'card' | 'preview';

export interface PostFieldSpec {
  kind: PostFieldKind;
  /** The rule a save must pass: the admin form checks it, and the CMS after its defaults. */
  rule: z.ZodType;
  /** The rule an autosave of work in progress passes (nothing required, empty is null); none: not autosaved. */
  draft?: z.ZodType;
  /** The name the History and its compare view give a change to it; fields with one name change together. None: not in revisions. */
  label?: string;
  /** A translation has its own (text readers read); the rest is the same in every language. */
  localized: boolean;
  readers: readonly PostFieldReader[];
}

const requiredText = (field: string, required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong })
    .refine(...storableText(field));

const draftText = (field: string, limit?: [max: number, tooLong: string]) => {
  const trimmed = z.string({ error: AUTOSAVE_MESSAGES.notText(field) }).trim();
  return (limit ? trimmed.max(limit[0], { error: limit[1] }) : trimmed)
    .refine(...storableText(field))
    .nullish()
    .transform((value) => value || null);
};

const everywhere = ['article', 'card', 'preview'] as const;
const onPages = ['article', 'preview'] as const;

/**
 * A post's fields, each once (decision 093). The post's and the autosave's schemas, the CMS's
 * reading lists, the admin record, revisions and their compare view, the site's response schema
 * and the admin's submit and restore all read this list; Strapi's `schema.json` is checked
 * against it by a test. The form's order.
 */
export const POST_FIELD_SPECS = {
  postType: {
    kind: 'text',
    rule: z.enum(POST_TYPES, { error: POST_MESSAGES.postTypeRequired }),
    draft: z.preprocess((value) => value || null, z.enum(POST_TYPES, { error: POST_MESSAGES.postTypeRequired }).nullable()),
    label: 'Post type',
    localized: false,
    readers: everywhere,
  },
  title: {
    kind: 'text',
    rule: requiredText('Title', POST_MESSAGES.titleRequired, TITLE_MAX_LENGTH, POST_MESSAGES.titleTooLong),
    draft: draftText('Title', [TITLE_MAX_LENGTH, POST_MESSAGES.titleTooLong]).transform((value) => value ?? ''),
    label: 'Title',
    localized: true,
    readers: everywhere,
  },
  content: {
    kind: 'text',
    rule: z
      .string({ error: POST_MESSAGES.contentRequired })
      .trim()
      .min(1, { error: POST_MESSAGES.contentRequired, abort: true })
      .min(CONTENT_MIN_LENGTH, { error: POST_MESSAGES.contentTooShort })
      .refine(...storableText('Content')),
    draft: draftText('Content').transform((value) => value ?? ''),
    label: 'Content',
    localized: true,
    readers: onPages,
  },
  author: {
    kind: 'text',
    rule: requiredText('Author name', POST_MESSAGES.authorRequired, AUTHOR_MAX_LENGTH, POST_MESSAGES.authorTooLong),
    draft: draftText('Author name'),
    label: 'Author',
    localized: false,
    readers: everywhere,
  },
  metaTitle: {
    kind: 'text',
    rule: optionalText('Meta title', META_TITLE_MAX_LENGTH, POST_MESSAGES.metaTitleTooLong),
    draft: draftText('Meta title', [META_TITLE_MAX_LENGTH, POST_MESSAGES.metaTitleTooLong]),
    label: 'Meta title',
    localized: true,
    readers: onPages,
  },
  metaDescription: {
    kind: 'text',
    rule: optionalText('Meta description', META_DESCRIPTION_MAX_LENGTH, POST_MESSAGES.metaDescriptionTooLong),
    draft: draftText('Meta description', [META_DESCRIPTION_MAX_LENGTH, POST_MESSAGES.metaDescriptionTooLong]),
    label: 'Meta description',
    localized: true,
    readers: onPages,
  },
  /** File ids, the first the featured image; their alt text and captions travel as `imageText` (decision 028). */
  images: {
    kind: 'images',
    rule: z
      .array(z.number({ error: POST_MESSAGES.imagesRequired }).int().positive(), { error: POST_MESSAGES.imagesRequired })
      .min(1, { error: POST_MESSAGES.imagesRequired }),
    draft: z
      .array(imageTextSchema, { error: AUTOSAVE_MESSAGES.images })
      .nullish()
      .transform((images) =>
        (images ?? []).map(({ id, alternativeText, caption }) => ({
          id,
          alternativeText: alternativeText ?? null,
          caption: caption ?? null,
        })),
      ),
    label: 'Images',
    localized: false,
    readers: everywhere,
  },
  placeName: {
    kind: 'text',
    rule: placeFields.placeName,
    draft: draftText('Place name', [PLACE_TEXT_MAX_LENGTH, PLACE_MESSAGES.nameTooLong]),
    label: 'Place',
    localized: true,
    readers: everywhere,
  },
  placeCountry: {
    kind: 'text',
    rule: placeFields.placeCountry,
    draft: draftText('Country', [PLACE_TEXT_MAX_LENGTH, PLACE_MESSAGES.countryTooLong]),
    label: 'Place',
    localized: true,
    readers: everywhere,
  },
  placeLatitude: {
    kind: 'number',
    rule: placeFields.placeLatitude,
    draft: placeFields.placeLatitude.transform((value) => value ?? null),
    label: 'Place',
    localized: false,
    readers: everywhere,
  },
  placeLongitude: {
    kind: 'number',
    rule: placeFields.placeLongitude,
    draft: placeFields.placeLongitude.transform((value) => value ?? null),
    label: 'Place',
    localized: false,
    readers: everywhere,
  },
  lastVerifiedAt: {
    kind: 'day',
    rule: lastVerifiedField,
    draft: lastVerifiedField.transform((value) => value ?? null),
    label: 'Last verified date',
    localized: false,
    readers: everywhere,
  },
  itinerary: {
    kind: 'json',
    rule: itineraryField,
    draft: itineraryDraftField.transform((value) => value ?? null),
    label: 'Itinerary',
    localized: true,
    readers: onPages,
  },
  route: {
    kind: 'file',
    rule: routeField,
    draft: routeField.transform((value) => value ?? null),
    label: 'GPX route',
    localized: false,
    readers: onPages,
  },
  tags: {
    kind: 'tags',
    rule: tagListSchema.optional(),
    draft: tagListSchema.nullish().transform((tags) => tags ?? []),
    label: 'Tags',
    localized: false,
    readers: onPages,
  },
  /** Whether the story is emailed to subscribers when it goes live: a choice of the save, not of the text. */
  emailSubscribers: {
    kind: 'boolean',
    rule: z.boolean({ error: 'emailSubscribers must be true or false' }).optional(),
    localized: false,
    readers: [],
  },
} as const satisfies Record<string, PostFieldSpec>;

type Specs = typeof POST_FIELD_SPECS;
export type PostFieldName = keyof Specs;
type AutosavedName = { [K in PostFieldName]: Specs[K] extends { draft: z.ZodType } ? K : never }[PostFieldName];

const entries = Object.entries(POST_FIELD_SPECS) as [PostFieldName, PostFieldSpec][];

/** The fields, in the form's order. */
export const POST_FIELD_NAMES = entries.map(([name]) => name);

/** The fields whose spec passes `test`, in the form's order. */
export const postFieldsWhere = (test: (spec: PostFieldSpec) => boolean): PostFieldName[] =>
  entries.filter(([, spec]) => test(spec)).map(([name]) => name);

const POPULATED_KINDS = ['images', 'file', 'tags'] as const satisfies readonly PostFieldKind[];
type PopulatedKind = (typeof POPULATED_KINDS)[number];
export type PostColumnName = { [K in PostFieldName]: Specs[K]['kind'] extends PopulatedKind ? never : K }[PostFieldName];

/** Columns of the post's row (what Strapi's `fields` selects); the rest is populated. */
export const isColumn = (spec: PostFieldSpec) => !(POPULATED_KINDS as readonly PostFieldKind[]).includes(spec.kind);

export const POST_COLUMNS = postFieldsWhere(isColumn) as PostColumnName[];

/** The columns a revision holds: those with a name in the History. */
export type RevisionedColumnName = { [K in PostColumnName]: Specs[K] extends { label: string } ? K : never }[PostColumnName];
export const REVISIONED_COLUMNS = POST_COLUMNS.filter((name) => 'label' in POST_FIELD_SPECS[name]) as RevisionedColumnName[];

/** The saved fields' rules, for the post's schema. */
export const postRules = Object.fromEntries(entries.map(([name, spec]) => [name, spec.rule])) as {
  [K in PostFieldName]: Specs[K]['rule'];
};

/** The autosaved fields' rules, for the autosave's schema. */
export const autosaveRules = Object.fromEntries(entries.flatMap(([name, spec]) => (spec.draft ? [[name, spec.draft]] : []))) as {
  [K in AutosavedName]: Specs[K] extends { draft: infer D } ? D : never;
};

/** The History's names for changes, in the form's order, each with the fields it covers. */
export const REVISION_LABELS = [...new Set(entries.flatMap(([, spec]) => (spec.label ? [spec.label] : [])))].map((label) => ({
  label,
  fields: postFieldsWhere((spec) => spec.label === label) as [PostFieldName, ...PostFieldName[]],
}));

/** The columns `reader` reads, for Strapi's `fields` or `select`. */
export const columnsReadBy = <R extends PostFieldReader>(reader: R) =>
  postFieldsWhere((spec) => isColumn(spec) && spec.readers.includes(reader)) as ColumnsReadBy<R>[];

type ReaderOf<K extends PostFieldName> = Specs[K]['readers'][number];
/** The columns `R` reads, as a type: `ColumnsReadBy<'article'>`. */
export type ColumnsReadBy<R extends PostFieldReader> = {
  [K in PostColumnName]: R extends ReaderOf<K> ? K : never;
}[PostColumnName];
/** A column's kind, as a type. */
export type ColumnKind<K extends PostColumnName> = Specs[K]['kind'];
