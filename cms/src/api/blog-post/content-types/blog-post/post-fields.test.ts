import { describe, expect, it } from 'vitest';
import {
  autosaveFieldsSchema,
  POST_FIELD_NAMES,
  POST_FIELD_SPECS,
  POST_TYPES,
  postFieldsWhere,
  postSchema,
  type PostFieldKind,
} from '@journey-canvas/shared';
import schema from './schema.json';

type Attribute = {
  type: string;
  multiple?: boolean;
  relation?: string;
  target?: string;
  enum?: string[];
  pluginOptions?: { i18n?: { localized?: boolean } };
};
const attributes = schema.attributes as Record<string, Attribute>;

/** The attributes the CMS keeps beside what an editor writes: set by its rules, never by the form. */
const KEPT_BY_THE_CMS = [
  'slug',
  'authorSlug',
  'imageText',
  'firstPublishedAt',
  'createdByAdmin',
  'scheduledAt',
  'reviewRequestedAt',
  'reviewNote',
  'trashedAt',
  'trashedSlug',
];

/** Of those, what each translation has its own (decision 100); the rest is the story's in every language. */
const KEPT_PER_LANGUAGE = ['imageText', 'firstPublishedAt', 'scheduledAt', 'reviewRequestedAt', 'reviewNote', 'trashedSlug'];

/** Which Strapi attribute holds each kind of field. */
const STORED_AS: Record<PostFieldKind, (attribute: Attribute) => boolean> = {
  text: (attribute) => ['string', 'text', 'richtext', 'enumeration'].includes(attribute.type),
  number: (attribute) => ['float', 'decimal', 'integer'].includes(attribute.type),
  day: (attribute) => attribute.type === 'date',
  json: (attribute) => attribute.type === 'json',
  boolean: (attribute) => attribute.type === 'boolean',
  images: (attribute) => attribute.type === 'media' && attribute.multiple === true,
  file: (attribute) => attribute.type === 'media' && attribute.multiple === false,
  tags: (attribute) => attribute.type === 'relation' && attribute.target === 'api::tag.tag',
};

describe("the post's fields (shared/src/schemas/post-fields.ts, decision 093)", () => {
  it("are each an attribute of Strapi's schema.json of their kind", () => {
    for (const name of POST_FIELD_NAMES) {
      expect(attributes[name], name).toBeDefined();
      expect(STORED_AS[POST_FIELD_SPECS[name].kind](attributes[name]!), `${name} as ${POST_FIELD_SPECS[name].kind}`).toBe(true);
    }
  });

  it('leave no attribute of schema.json out but those the CMS keeps itself', () => {
    const unlisted = Object.keys(attributes).filter((name) => !(POST_FIELD_NAMES as string[]).includes(name));
    expect(unlisted.sort()).toEqual([...KEPT_BY_THE_CMS].sort());
  });

  it('are the fields of the save schema, and the autosave holds exactly those with a draft rule', () => {
    expect(Object.keys(postSchema.shape)).toEqual(POST_FIELD_NAMES);
    expect(Object.keys(autosaveFieldsSchema.shape)).toEqual(postFieldsWhere((spec) => 'draft' in spec));
  });

  it("are localized in Strapi's schema.json as their spec says", () => {
    expect(schema.pluginOptions).toEqual({ i18n: { localized: true } });
    // Strapi keeps a relation and the slug (a uid) per language whatever the option; the post rules copy the tags.
    const ownOption = Object.entries(attributes).filter(([, attribute]) => !['relation', 'uid'].includes(attribute.type));
    const localized = ownOption
      .filter(([, attribute]) => attribute.pluginOptions?.i18n?.localized === true)
      .map(([name]) => name);
    expect(ownOption.every(([, attribute]) => typeof attribute.pluginOptions?.i18n?.localized === 'boolean')).toBe(true);
    expect(localized.sort()).toEqual(
      [...postFieldsWhere((spec) => spec.localized && spec.kind !== 'tags'), ...KEPT_PER_LANGUAGE].sort(),
    );
  });

  it('offer the post types Strapi stores', () => {
    expect(attributes.postType!.enum).toEqual([...POST_TYPES]);
  });
});
