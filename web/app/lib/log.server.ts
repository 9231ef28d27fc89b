/** One line per event, as JSON, on stdout (page views) or stderr (errors). */
export function logEvent(event: string, fields: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), event, ...fields });
  if (event.endsWith('error') || event === 'not-found') console.error(line);
  else console.log(line);
}
