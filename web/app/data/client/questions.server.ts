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
 * Vouches for the reader's address so the CMS counts its limits per reader, not per site (decision 058);
 * the question belongs to the language version it was asked on (decision 100).
 */
export async function sendQuestion(question: NewComment, readerAddress: string, language: string): Promise<void> {
  await request('/api/comments', {
    method: 'POST',
    body: JSON.stringify({ ...question, language }),
    headers: {
      [READER_ADDRESS_HEADER]: readerAddress,
      [READER_SIGNATURE_HEADER]: signReaderAddress(readerAddress, webEnvironment().purgeSecret),
    },
  });
}
