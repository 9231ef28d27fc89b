import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { httpClient } from './httpClient';

/** The dashboard figures, counted by the CMS. */
export interface PostStats {
  total: number;
  categories: number;
  today: number;
  thisWeek: number;
  postTypes: string[];
}

/** A file of the CMS media library, as the upload answers it. */
export interface UploadedImage {
  id: number;
  url: string;
  alternativeText?: string | null;
  caption?: string | null;
  formats?: Record<string, { url: string }> | null;
}

export interface AdminDataProvider extends DataProvider {
  /** `GET /api/admin/<resource>/stats`. */
  getStats(resource: string): Promise<{ data: PostStats }>;
  /** `POST /api/upload`: one image into the media library. */
  uploadImage(file: File): Promise<{ data: UploadedImage }>;
  /** `POST /api/admin/<resource>/preview`: a signed link to the story as the form holds it. */
  preview(resource: string, params: { data: unknown }): Promise<{ data: { url: string; expiresAt: string } }>;
  /** `POST /api/admin/<resource>/<id>/unpublish`: a live post back to Draft, its draft kept. */
  unpublish(resource: string, params: { id: string | number }): Promise<{ data: RaRecord }>;
}

/**
 * ra-data-simple-rest, unchanged, against the CMS's admin API (`/api/admin/blog-posts`, ...), plus
 * the calls outside its dialect (stats, uploads, previews, unpublish) as custom methods. Every call goes through `httpClient` and,
 * called through react-admin's `useDataProvider`, through its error path: a 401 or 403 reaches
 * `authProvider.checkError`, which ends the session.
 */
export function createDataProvider(cmsUrl: string, request: typeof httpClient = httpClient): AdminDataProvider {
  return {
    ...simpleRestProvider(`${cmsUrl}/api/admin`, request),

    async getStats(resource) {
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/stats`);
      return { data: json as PostStats };
    },

    async uploadImage(file) {
      const body = new FormData();
      body.append('files', file, file.name);
      const { json } = await request(`${cmsUrl}/api/upload`, { method: 'POST', body });
      return { data: (json as UploadedImage[])[0]! };
    },

    async preview(resource, params) {
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/preview`, {
        method: 'POST',
        body: JSON.stringify(params.data),
      });
      return { data: json as { url: string; expiresAt: string } };
    },

    async unpublish(resource, params) {
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/${encodeURIComponent(String(params.id))}/unpublish`, {
        method: 'POST',
        body: '{}',
      });
      return { data: json as RaRecord };
    },
  };
}
