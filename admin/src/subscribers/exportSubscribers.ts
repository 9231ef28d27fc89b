import { readSession } from '../session';

/**
 * Downloads the subscribers the list's filter finds as CSV, from the CMS's own export (every row,
 * not one page); the browser saves it under the name the CMS gives.
 */
export async function exportSubscribers(cmsUrl: string, filter: Record<string, unknown>, fetcher: typeof fetch = fetch) {
  const query = new URLSearchParams({ filter: JSON.stringify(filter) });
  const response = await fetcher(`${cmsUrl}/api/admin/subscribers/export?${query}`, {
    headers: { Authorization: `Bearer ${readSession()?.token ?? ''}` },
  });
  if (!response.ok) throw new Error(`The CMS answered ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'subscribers.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
