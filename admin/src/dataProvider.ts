import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

/**
 * ra-data-simple-rest, unchanged, against the CMS's admin API (`/api/admin/blog-posts`, ...), plus
 * `preview`: a signed link to the story as the form holds it, through the same error path.
 */
export const createDataProvider = (cmsUrl: string) => ({
  ...simpleRestProvider(`${cmsUrl}/api/admin`, httpClient),
  async preview(resource: string, params: { data: unknown }) {
    const { json } = await httpClient(`${cmsUrl}/api/admin/${resource}/preview`, {
      method: 'POST',
      body: JSON.stringify(params.data),
    });
    return { data: json as { url: string; expiresAt: string } };
  },
});
