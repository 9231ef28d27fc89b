import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

/** ra-data-simple-rest, unchanged, against the CMS's admin API (`/api/admin/blog-posts`, ...). */
export const createDataProvider = (cmsUrl: string) => simpleRestProvider(`${cmsUrl}/api/admin`, httpClient);
