import type { AutosaveFields } from '@journey-canvas/shared';
import type { FieldValues } from 'react-hook-form';
import { adminConfig } from '../config';
import { httpClient } from '../httpClient';

/** An editor's autosave of a post, as `GET /api/admin/revisions/autosave` answers it. */
export interface Autosave {
  id: number;
  post: string;
  createdAt: string;
  fields: AutosaveFields;
}

/**
 * The admin API's autosave calls (decision 043). They go through `httpClient` but not through
 * react-admin's data provider on purpose: its error path ends the session on a 401, and an
 * autosave that fails (a dropped network, an expired session) must only say so quietly, the
 * browser copy keeping the work.
 */
const autosaveUrl = () => `${adminConfig().cmsUrl}/api/admin/revisions/autosave`;
const autosaveOf = (post: string) => `${autosaveUrl()}?post=${encodeURIComponent(post)}`;

/** Replaces the editor's autosave of the post with the form's fields; answers when it was kept. */
export async function sendAutosave(post: string, fields: Record<string, unknown>): Promise<{ createdAt: string }> {
  const { json } = await httpClient(autosaveUrl(), { method: 'PUT', body: JSON.stringify({ post, fields }) });
  return json as { createdAt: string };
}

/** The editor's autosave of the post holding unsaved work, or null. */
export async function fetchAutosave(post: string): Promise<Autosave | null> {
  const { json } = await httpClient(autosaveOf(post));
  return (json as Autosave | undefined) ?? null;
}

export async function discardAutosave(post: string): Promise<void> {
  await httpClient(autosaveOf(post), { method: 'DELETE' });
}

/**
 * An autosave's fields as the form holds them: the form's own values for the rest, and the
 * images the form already shows keeping their files (for the thumbnails).
 */
export function formValuesOf(fields: AutosaveFields, current: FieldValues): FieldValues {
  const shown = new Map(
    (Array.isArray(current.images) ? (current.images as { id?: unknown }[]) : []).map((image) => [Number(image?.id), image]),
  );
  return {
    ...current,
    postType: fields.postType ?? '',
    title: fields.title,
    content: fields.content,
    author: fields.author ?? '',
    metaTitle: fields.metaTitle ?? '',
    metaDescription: fields.metaDescription ?? '',
    images: fields.images.map((image) => ({
      url: '',
      ...(shown.get(image.id) as object | undefined),
      id: image.id,
      alternativeText: image.alternativeText ?? '',
      caption: image.caption ?? '',
    })),
    placeName: fields.placeName ?? '',
    placeCountry: fields.placeCountry ?? '',
    placeLatitude: fields.placeLatitude,
    placeLongitude: fields.placeLongitude,
    lastVerifiedAt: fields.lastVerifiedAt ?? '',
    itinerary: fields.itinerary ?? [],
    // The route the form shows keeps its file name; an autosave holds only the file's id.
    route: fields.route === null ? null : current.route?.id === fields.route ? current.route : { id: fields.route, name: null },
    tags: fields.tags ?? [],
  };
}
