import type { AutosaveFields } from '@journey-canvas/shared';
import type { FieldValues } from 'react-hook-form';
import { adminConfig } from '../config';
import { httpClient } from '../httpClient';

export interface Autosave {
  id: number;
  post: string;
  createdAt: string;
  fields: AutosaveFields;
}

/**
 * Not through react-admin's data provider: its error path ends the session on a 401, and a failed
 * autosave must only say so quietly while the browser copy keeps the work (decision 043).
 */
const autosaveUrl = () => `${adminConfig().cmsUrl}/api/admin/revisions/autosave`;
const autosaveOf = (post: string) => `${autosaveUrl()}?post=${encodeURIComponent(post)}`;

export async function sendAutosave(post: string, fields: Record<string, unknown>): Promise<{ createdAt: string }> {
  const { json } = await httpClient(autosaveUrl(), { method: 'PUT', body: JSON.stringify({ post, fields }) });
  return json as { createdAt: string };
}

export async function fetchAutosave(post: string): Promise<Autosave | null> {
  const { json } = await httpClient(autosaveOf(post));
  return (json as Autosave | undefined) ?? null;
}

export async function discardAutosave(post: string): Promise<void> {
  await httpClient(autosaveOf(post), { method: 'DELETE' });
}

/** Images the form already shows keep their files, for the thumbnails. */
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
    // An autosave holds only the route's id; the form's keeps its file name.
    route: fields.route === null ? null : current.route?.id === fields.route ? current.route : { id: fields.route, name: null },
    tags: fields.tags ?? [],
  };
}
