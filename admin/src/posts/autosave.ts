import { POST_FIELD_SPECS, postFieldsWhere, type AutosaveFields, type PostFieldKind } from '@journey-canvas/shared';
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

/** What the form shows for an autosaved column: empty text is '' (decision 093). */
const RESTORED: Record<PostFieldKind, (value: unknown) => unknown> = {
  text: (value) => value ?? '',
  day: (value) => value ?? '',
  number: (value) => value,
  json: (value) => value ?? [],
  boolean: Boolean,
  images: (value) => value,
  file: (value) => value,
  tags: (value) => value ?? [],
};
const AUTOSAVED = postFieldsWhere((spec) => 'draft' in spec);

/** Images the form already shows keep their files, for the thumbnails. */
export function formValuesOf(fields: AutosaveFields, current: FieldValues): FieldValues {
  const shown = new Map(
    (Array.isArray(current.images) ? (current.images as { id?: unknown }[]) : []).map((image) => [Number(image?.id), image]),
  );
  return {
    ...current,
    ...Object.fromEntries(
      AUTOSAVED.map((name) => [name, RESTORED[POST_FIELD_SPECS[name].kind]((fields as Record<string, unknown>)[name])]),
    ),
    images: fields.images.map((image) => ({
      url: '',
      ...(shown.get(image.id) as object | undefined),
      id: image.id,
      alternativeText: image.alternativeText ?? '',
      caption: image.caption ?? '',
    })),
    // An autosave holds only the route's id; the form's keeps its file name.
    route: fields.route === null ? null : current.route?.id === fields.route ? current.route : { id: fields.route, name: null },
  };
}
