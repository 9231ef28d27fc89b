/** Reader questions (issue 22): a story's approved ones, read through the cache of CMS answers, and a new one sent. */
import type { NewComment } from '@journey-canvas/shared';
import { READER_ADDRESS_HEADER, READER_SIGNATURE_HEADER, signReaderAddress } from '@journey-canvas/shared/server';
import { z } from 'zod';
import { webEnvironment } from '../../server/env.server';
import { cached } from './answer-cache.server';
import { request } from './request.server';

const questionSchema = z.object({
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
 * A story's approved questions with their replies, oldest first. Kept under a `list:` key: the
 * CMS's purge when a question is approved, replied to or taken down (and any other change) drops it.
 */
export function listQuestions(post: { documentId: string; slug: string }): Promise<Question[]> {
  return cached(`list:questions:${post.slug}`, async () => {
    const body = await request(`/api/comments?${new URLSearchParams({ post: post.documentId })}`);
    return z.object({ data: z.array(questionSchema) }).parse(body).data;
  });
}

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
