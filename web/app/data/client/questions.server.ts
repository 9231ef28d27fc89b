/** Reader questions: how the CMS answers a story's approved ones (article-reading.server.ts reads them), and a new one sent. */
import type { NewComment } from '@journey-canvas/shared';
import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER, signReaderAddress } from '@journey-canvas/shared/server';
import { z } from 'zod';
import { webEnvironment } from '../../platform/env.server';
import { request } from './request.server';

export const questionSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  replyAuthor: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/**
 * Sends a question to be moderated, vouching for the reader's address (decision 058) so the CMS
 * counts its limits per reader, not per site. Never cached, never retried.
 */
export async function sendQuestion(question: NewComment, readerAddress: string): Promise<void> {
  await request('/api/comments', {
    method: 'POST',
    body: JSON.stringify(question),
    headers: {
      [READER_ADDRESS_HEADER]: readerAddress,
      [READER_SIGNATURE_HEADER]: signReaderAddress(readerAddress, webEnvironment().purgeSecret),
    },
  });
}
