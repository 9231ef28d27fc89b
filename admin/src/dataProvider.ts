import type { ListStatus, RouteTrimPreview, SiteSettings } from '@journey-canvas/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import type { NewsletterSettings } from '@journey-canvas/shared';
import { httpClient } from './httpClient';

export interface PostStats {
  total: number;
  categories: number;
  today: number;
  thisWeek: number;
  postTypes: string[];
  /** Whoever wrote them (decision 045). */
  inReview: number;
}

export interface UploadedImage {
  id: number;
  url: string;
  name?: string;
  alternativeText?: string | null;
  caption?: string | null;
  formats?: Record<string, { url: string }> | null;
  /** GPX uploads only: what the CMS cut, for this editor's eyes (decision 085). */
  routeTrim?: RouteTrimPreview;
}

/** Dates (YYYY-MM-DD) in the editor's time zone, both included. */
export interface AnalyticsRange {
  from: string;
  to: string;
}

export interface AdminDataProvider extends DataProvider {
  getStats(resource: string): Promise<{ data: PostStats }>;
  /** One of the analytics reports (decision 101), its dates read in this browser's time zone. */
  analytics<T>(report: 'summary' | 'searches' | 'not-found' | `stories/${string}`, range: AnalyticsRange): Promise<{ data: T }>;
  uploadImage(file: File): Promise<{ data: UploadedImage }>;
  /** The media library's newest pictures, for choosing one to write into a story. */
  recentImages(): Promise<{ data: UploadedImage[] }>;
  preview(resource: string, params: { data: unknown }): Promise<{ data: { url: string; expiresAt: string } }>;
  /** Back to Draft, its draft kept; in one language when `locale` is given. */
  unpublish(resource: string, params: { id: string | number; locale?: string }): Promise<{ data: RaRecord }>;
  /** The languages a story is written in, each with its status (decision 100). */
  storyLanguages(id: string | number): Promise<{ data: StoryLanguage[] }>;
  sendBack(resource: string, params: { id: string | number; note: string }): Promise<{ data: RaRecord }>;
  /** The revision's fields become the post's new draft; answers the post. */
  restoreRevision(params: { id: string | number; post: string | number }): Promise<{ data: RaRecord }>;
  /** `slug` only when the post's own address is taken. */
  restore(resource: string, params: { id: string | number; slug?: string }): Promise<{ data: RaRecord }>;
  deleteForever(resource: string, params: { id: string | number }): Promise<{ data: RaRecord }>;
  getSiteSettings(): Promise<{ data: SiteSettings }>;
  updateSiteSettings(data: Record<string, unknown>): Promise<{ data: SiteSettings }>;
  staffCall<T>(path: string, method: 'GET' | 'POST' | 'PUT', body?: unknown): Promise<T>;
  getNewsletterSettings(): Promise<{ data: NewsletterSettingsRecord }>;
  saveNewsletterSettings(params: { data: NewsletterSettings }): Promise<{ data: NewsletterSettingsRecord }>;
  sendDigest(): Promise<{ data: { id: number; queued: number; stories: number } }>;
}

export type NewsletterSettingsRecord = NewsletterSettings & { sending: boolean; batchSize: number };

export interface StoryLanguage {
  locale: string;
  status: ListStatus;
  slug: string | null;
  updatedAt: string;
}

/** `meta.locale` reads or writes one language of a story (decision 100); none is the default language. */
const inLanguage = (meta: { locale?: unknown } | undefined) =>
  typeof meta?.locale === 'string' ? `?${new URLSearchParams({ locale: meta.locale })}` : '';

/** ra-data-simple-rest, unchanged, against the CMS's admin API (decision 003), plus the calls outside its dialect. */
export function createDataProvider(cmsUrl: string, request: typeof httpClient = httpClient): AdminDataProvider {
  const simpleRest = simpleRestProvider(`${cmsUrl}/api/admin`, request);
  const one = (resource: string, id: string | number, meta?: { locale?: unknown }) =>
    `${cmsUrl}/api/admin/${resource}/${encodeURIComponent(String(id))}${inLanguage(meta)}`;
  return {
    ...simpleRest,

    async getOne(resource, params) {
      if (!inLanguage(params.meta)) return simpleRest.getOne(resource, params);
      const { json } = await request(one(resource, params.id, params.meta));
      return { data: json };
    },

    async update(resource, params) {
      if (!inLanguage(params.meta)) return simpleRest.update(resource, params);
      const { json } = await request(one(resource, params.id, params.meta), { method: 'PUT', body: JSON.stringify(params.data) });
      return { data: json };
    },

    async storyLanguages(id) {
      const { json } = await request(`${cmsUrl}/api/admin/blog-posts/${encodeURIComponent(String(id))}/locales`);
      return { data: json as StoryLanguage[] };
    },

    async getStats(resource) {
      // "Today" is the editor's calendar day, so the CMS counts in this browser's time zone.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/stats?${new URLSearchParams({ timeZone })}`);
      return { data: json as PostStats };
    },

    async analytics(report, { from, to }) {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { json } = await request(`${cmsUrl}/api/admin/analytics/${report}?${new URLSearchParams({ from, to, timeZone })}`);
      return { data: json };
    },

    async uploadImage(file) {
      const body = new FormData();
      body.append('files', file, file.name);
      const { json } = await request(`${cmsUrl}/api/upload`, { method: 'POST', body });
      return { data: (json as UploadedImage[])[0]! };
    },

    async recentImages() {
      const query = 'sort=createdAt:desc&pagination[pageSize]=24&filters[mime][$startsWith]=image/';
      const { json } = await request(`${cmsUrl}/api/upload/files?${query}`);
      return { data: json as UploadedImage[] };
    },

    async preview(resource, params) {
      const { json } = await request(`${cmsUrl}/api/admin/${resource}/preview`, {
        method: 'POST',
        body: JSON.stringify(params.data),
      });
      return { data: json as { url: string; expiresAt: string } };
    },

    async unpublish(resource, params) {
      const path = `${resource}/${encodeURIComponent(String(params.id))}/unpublish${inLanguage(params)}`;
      const { json } = await request(`${cmsUrl}/api/admin/${path}`, {
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
