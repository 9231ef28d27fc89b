import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER, signReaderAddress } from '@journey-canvas/shared/server';
import { api } from './api';

/** A reader's address no other test uses (TEST-NET-3, 203.0.113.0/24, and a random suffix), as the site vouches for it. */
export function readerAddress(): Record<string, string> {
  const address = `203.0.113.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
  return { [READER_ADDRESS_HEADER]: address, [READER_SIGNATURE_HEADER]: signReaderAddress(address, inject('purgeSecret')) };
}

let asked = 0;

/** A question from its own reader and address, as the site's form sends it; `fields` replace any. */
export function ask(post: string, fields: Record<string, unknown> = {}, headers: Record<string, string> = readerAddress()) {
  asked += 1;
  return api('/api/comments', {
    body: {
      post,
      name: 'Mia',
      email: `reader-${Date.now()}-${asked}@example.com`,
      body: 'Is the night train still running in winter?',
      ...fields,
    },
    headers,
  });
}
