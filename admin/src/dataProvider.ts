import type { RouteTrimPreview, SiteSettings } from '@journey-canvas/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import type { NewsletterSettings } from '@journey-canvas/shared';
import { httpClient } from './httpClient';

/** The dashboard figures, counted by the CMS. */
export interface PostStats {
  total: number;
  categories: number;
  today: number;
  thisWeek: number;
  postTypes: string[];
  /** Posts waiting for an Editor's decision (decision 045), whoever wrote them. */
  inReview: number;
}

/** A file of the CMS media library, as the upload answers it. */
export interface UploadedImage {
  id: number;
  url: string;
  name?: string;
  alternativeText?: string | null;
  caption?: string | null;
  formats?: Record<string, { url: string }> | null;
  /** A GPX route's upload only: what the CMS cut from it, for this editor's eyes (decision 085). */
  routeTrim?: RouteTrimPreview;
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
  /** `POST /api/admin/<resource>/<id>/send-back`: an Editor returns a post in review to its writer with a note. */
  sendBack(resource: string, params: { id: string | number; note: string }): Promise<{ data: RaRecord }>;
  /** `POST /api/admin/revisions/<id>/restore`: the revision's fields as the post's new draft; answers the post. */
  restoreRevision(params: { id: string | number; post: string | number }): Promise<{ data: RaRecord }>;
  /** `POST /api/admin/<resource>/<id>/restore`: out of the Trash, as it was; `slug` when its own address is taken. */
  restore(resource: string, params: { id: string | number; slug?: string }): Promise<{ data: RaRecord }>;
  /** `DELETE /api/admin/<resource>/<id>?permanent=true`: a post in the Trash, gone for good. */
  deleteForever(resource: string, params: { id: string | number }): Promise<{ data: RaRecord }>;
  /** `GET /api/admin/site-settings`: the site's details (Administrators). */
  getSiteSettings(): Promise<{ data: SiteSettings }>;
  /** `PUT /api/admin/site-settings`: the share image as a file id or null. */
  updateSiteSettings(data: Record<string, unknown>): Promise<{ data: SiteSettings }>;
  /** Staff and each person's own account (`/api/admin/staff/…`, `/api/admin/account/…`): one JSON call. */
  staffCall<T>(path: string, method: 'GET' | 'POST' | 'PUT', body?: unknown): Promise<T>;
  /** `GET|PUT /api/admin/newsletter-settings`: Settings › Newsletter, and whether mail is sent at all. */
  getNewsletterSettings(): Promise<{ data: NewsletterSettingsRecord }>;
  saveNewsletterSettings(params: { data: NewsletterSettings }): Promise<{ data: NewsletterSettingsRecord }>;
  /** `POST /api/admin/newsletter-sends/digest`: the digest of the stories new since the last one, now. */
  sendDigest(): Promise<{ data: { id: number; queued: number; stories: number } }>;
}

/** Settings › Newsletter as the CMS answers it: the digest's settings, whether mail is sent, and the batch size. */
export type NewsletterSettingsRecord = NewsletterSettings & { sending: boolean; batchSize: number };

/**
 * ra-data-simple-rest, unchanged, against the CMS's admin API (`/api/admin/blog-posts`, ...), plus
 * the calls outside its dialect (stats, uploads, previews, unpublish, restoring a revision, the Trash) as custom methods. Every call goes through `httpClient` and,
 * called through react-admin's `useDataProvider`, through its error path: a 401 or 403 reaches
 * `authProvider.checkError`, which ends the session.
 */
export function createDataProvider(cmsUrl: string, request: typeof httpClient = httpClient): AdminDataProvider {
  return {
    ...simpleRestProvider(`${cmsUrl}/api/admin`, request),

    async getStats(resource) {
      // "Today" is the editor's calendar day: the CMS counts from midnight in this browser's time zone.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/stats?${new URLSearchParams({ timeZone })}`);
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

    async sendBack(resource, params) {
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/${encodeURIComponent(String(params.id))}/send-back`, {
        method: 'POST',
        body: JSON.stringify({ note: params.note }),
      });
      return { data: json as RaRecord };
    },

    async restoreRevision(params) {
      const { json } = await request(`${cmsUrl}/api/admin/revisions/${encodeURIComponent(String(params.id))}/restore`, {
        method: 'POST',
        body: JSON.stringify({ post: params.post }),
      });
      return { data: json as RaRecord };
    },

    async restore(resource, params) {
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/${encodeURIComponent(String(params.id))}/restore`, {
        method: 'POST',
        body: JSON.stringify(params.slug === undefined ? {} : { slug: params.slug }),
      });
      return { data: json as RaRecord };
    },

    async getSiteSettings() {
      const { json } = await request(`${cmsUrl}/api/admin/site-settings`);
      return { data: json as SiteSettings };
    },

    async updateSiteSettings(data) {
      const { json } = await request(`${cmsUrl}/api/admin/site-settings`, { method: 'PUT', body: JSON.stringify(data) });
      return { data: json as SiteSettings };
    },

    async staffCall(path, method, body) {
      const { json } = await request(`${cmsUrl}/api/admin/${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return json;
    },

    async deleteForever(resource, params) {
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/${encodeURIComponent(String(params.id))}?permanent=true`, {
        method: 'DELETE',
      });
      return { data: json as RaRecord };
    },

    async getNewsletterSettings() {
      const { json } = await request(`${cmsUrl}/api/admin/newsletter-settings`);
      return { data: json as NewsletterSettingsRecord };
    },

    async saveNewsletterSettings(params) {
      const { json } = await request(`${cmsUrl}/api/admin/newsletter-settings`, {
        method: 'PUT',
        body: JSON.stringify(params.data),
      });
      return { data: json as NewsletterSettingsRecord };
    },

    async sendDigest() {
      const { json } = await request(`${cmsUrl}/api/admin/newsletter-sends/digest`, { method: 'POST', body: '{}' });
      return { data: json as { id: number; queued: number; stories: number } };
    },
  };
}
