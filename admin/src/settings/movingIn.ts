import type { ImportJob } from '@journey-canvas/shared';
import { HttpError } from 'react-admin';
import { adminConfig } from '../config';
import { httpClient } from '../httpClient';
import { readSession } from '../session';

/** Settings › Import and Export's calls to the CMS (decision 099), with the signed-in token. */
const adminApi = (path: string) => `${adminConfig().cmsUrl}/api/admin/${path}`;

const authorization = () => `Bearer ${readSession()?.token ?? ''}`;

/** The CMS's own words for a refusal (`{ error: { message } }`), else an empty message for the caller to word. */
const refusal = (status: number, body: unknown) =>
  new HttpError((body as { error?: { message?: string } } | null)?.error?.message ?? '', status, body);

export async function lastImport(): Promise<ImportJob | null> {
  const { json } = await httpClient(adminApi('imports/last'));
  return (json as { data: ImportJob | null }).data;
}

/** Imports for real the file whose dry run finished. */
export async function runImport(id: string): Promise<ImportJob> {
  const { json } = await httpClient(adminApi(`imports/${encodeURIComponent(id)}/run`), { method: 'POST', body: '{}' });
  return (json as { data: ImportJob }).data;
}

/**
 * Uploads the file as it is, which starts its dry run. Through XMLHttpRequest, as fetch cannot tell
 * how much of a request body has gone; a network failure rejects with an HttpError of status 0.
 */
export function uploadImportFile(file: File, download: boolean, onProgress: (fraction: number) => void): Promise<ImportJob> {
  const query = new URLSearchParams({ name: file.name, ...(download ? { download: 'true' } : {}) });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', adminApi(`imports/file?${query}`));
    request.responseType = 'json';
    request.setRequestHeader('Authorization', authorization());
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { data?: ImportJob } | null;
      if (request.status >= 200 && request.status < 300 && body?.data) resolve(body.data);
      else reject(refusal(request.status, body));
    };
    request.onerror = () => reject(refusal(0, null));
    request.send(file);
  });
}

/** Saves the CMS's export zip as the browser saves any download. */
export async function downloadExport(): Promise<void> {
  const response = await fetch(adminApi('exports/archive'), { headers: { Authorization: authorization() } });
  if (!response.ok) throw refusal(response.status, await response.json().catch(() => null));
  // The header is only readable where the CMS exposes it to the admin's origin.
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'journey-canvas-export.zip';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
