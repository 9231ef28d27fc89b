import type { ActionFunctionArgs } from '@remix-run/node';
import { CLIENT_ERROR_LIMITS } from '../inline-scripts/reader-scripts';
import { readBodyText } from '../platform/http.server';
import { logEvent } from '../platform/log.server';
import { createRateLimiter } from '../server/rate-limit.server';

/** A report is a few hundred bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 8 * 1024;
/** Per address: a page in a crash loop still gets its first reports through, a flood does not fill the log. */
const reports = createRateLimiter({ name: 'client-errors', limit: 30, windowSeconds: 60 });

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** A garbled report still gets its line: the time alone says something broke. */
function parseReport(text: string): Record<string, unknown> {
  try {
    const report: unknown = JSON.parse(text);
    return typeof report === 'object' && report !== null ? (report as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await reports.allow(context.clientAddress ?? 'unknown'))) {
    return new Response(null, { status: 429, headers: { 'Retry-After': '60' } });
  }
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (text === undefined) return new Response(null, { status: 413 });
  const report = parseReport(text);
  logEvent('client-error', {
    kind: clip(report.kind, CLIENT_ERROR_LIMITS.kind),
    message: clip(report.message, CLIENT_ERROR_LIMITS.message),
    path: clip(report.path, CLIENT_ERROR_LIMITS.path),
    source: clip(report.source, CLIENT_ERROR_LIMITS.source),
    stack: clip(report.stack, CLIENT_ERROR_LIMITS.stack),
  });
  return new Response(null, { status: 204 });
}

export const loader = () => Response.json({ error: 'Method Not Allowed' }, { status: 405 });
