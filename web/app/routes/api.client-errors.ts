import type { ActionFunctionArgs } from '@remix-run/node';
import { logEvent } from '../lib/log.server';

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** Browser runtime errors and unhandled rejections, reported by entry.client, logged with their page. */
export async function action({ request }: ActionFunctionArgs) {
  const report = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  logEvent('client-error', {
    kind: clip(report.kind, 40),
    message: clip(report.message, 500),
    path: clip(report.path, 300),
    source: clip(report.source, 300),
    stack: clip(report.stack, 2000),
  });
  return new Response(null, { status: 204 });
}

export const loader = () => Response.json({ error: 'Method Not Allowed' }, { status: 405 });
