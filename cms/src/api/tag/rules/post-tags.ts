import type { Core } from '@strapi/strapi';
import { normalizeTagName, tagSlug } from '@journey-canvas/shared';
import { TAG_UID } from '../../../content-types';

/** Strapi's panel sends relation operations, other doors send names; the post rules check names (decision 057). */

type StoredTag = { name?: unknown; documentId?: unknown; id?: unknown };
type Reference = string | number | StoredTag;
interface RelationOperations {
  set?: Reference[];
  connect?: Reference[];
  disconnect?: Reference[];
}

/** Anything but a populated relation passes as it is, for the schema to refuse. */
export function tagNamesOf(tags: unknown): unknown {
  if (!Array.isArray(tags)) return tags;
  return tags.map((tag) => (typeof tag === 'object' && tag !== null && 'name' in tag ? (tag as StoredTag).name : tag));
}

const isOperations = (value: unknown): value is RelationOperations =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  ['set', 'connect', 'disconnect'].some((key) => key in value);

async function namesOfReferences(strapi: Core.Strapi, references: unknown): Promise<string[]> {
  const list = (Array.isArray(references) ? references : [references]).filter((reference) => reference != null);
  const keyOf = (reference: unknown) =>
    typeof reference === 'object' ? ((reference as StoredTag).documentId ?? (reference as StoredTag).id) : reference;
  const keys = list.map(keyOf);
  const documentIds = keys.filter((key): key is string => typeof key === 'string');
  const ids = keys.filter((key): key is number => typeof key === 'number');
  if (documentIds.length + ids.length === 0) return [];
  const tags = (await strapi.db.query(TAG_UID).findMany({
    where: { $or: [{ documentId: { $in: documentIds } }, { id: { $in: ids } }] },
    select: ['id', 'documentId', 'name'],
  })) as { id: number; documentId: string; name: string }[];
  return keys.flatMap((key) => tags.find((tag) => tag.documentId === key || tag.id === key)?.name ?? []);
}

/** The panel's connect and disconnect are applied to the stored names. */
export async function requestedTagNames(strapi: Core.Strapi, requested: unknown, stored: unknown): Promise<unknown> {
  if (!isOperations(requested)) return requested;
  if (requested.set) return namesOfReferences(strapi, requested.set);
  const storedNames = (tagNamesOf(stored) as string[] | undefined) ?? [];
  const removed = new Set((await namesOfReferences(strapi, requested.disconnect ?? [])).map(tagSlug));
  const added = await namesOfReferences(strapi, requested.connect ?? []);
  return [...storedNames.filter((name) => !removed.has(tagSlug(name))), ...added];
}

/** An existing tag keeps its own spelling. Runs while post writers take turns, so no tag is made twice. */
export async function tagDocumentIds(strapi: Core.Strapi, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const slugs = names.map(tagSlug);
  const existing = (await strapi.db.query(TAG_UID).findMany({
    where: { slug: { $in: slugs } },
    select: ['documentId', 'slug'],
  })) as { documentId: string; slug: string }[];
  const bySlug = new Map(existing.map((tag) => [tag.slug, tag.documentId]));
  const documentIds: string[] = [];
  for (const [index, slug] of slugs.entries()) {
    let documentId = bySlug.get(slug);
    if (!documentId) {
      documentId = (await strapi.documents(TAG_UID).create({ data: { name: normalizeTagName(names[index]!), slug } })).documentId;
      bySlug.set(slug, documentId);
    }
    documentIds.push(documentId);
  }
  return documentIds;
}
