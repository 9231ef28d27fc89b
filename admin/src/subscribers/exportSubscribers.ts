import { readSession } from '../session';

/** The CMS's own export: every row the filter finds, not one page. */
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
