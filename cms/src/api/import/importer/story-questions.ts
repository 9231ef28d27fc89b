import type { Core } from '@strapi/strapi';
import { commentSchema } from '@journey-canvas/shared';
import { parseOrThrow } from '../../../validation';
import { COMMENT_UID } from '../../../content-types';
import { htmlToMarkdown } from './html-to-markdown';
import type { ImportReport } from '@journey-canvas/shared';
import { messageOf } from './old-addresses';
import type { SourceComment } from './source-story';

const textOf = (html: string) => htmlToMarkdown(html).markdown.trim();

/**
 * Approved comments become approved reader questions; the first approved reply to one becomes its
 * answer. Pending and spam comments are left out and counted. Returns notes for the report.
 */
export async function importQuestions(
  strapi: Core.Strapi,
  report: ImportReport,
  storyId: string,
  comments: SourceComment[],
  dryRun: boolean,
): Promise<string[]> {
  const notes: string[] = [];
  const counts = report.counts.questions;
  const approved = comments.filter((comment) => comment.status === 'approved');
  counts.pendingLeftOut += comments.filter((comment) => comment.status === 'pending').length;
  counts.spamLeftOut += comments.filter((comment) => comment.status === 'spam').length;
  const questions = approved.filter((comment) => !comment.parentId);
  const answerOf = (question: SourceComment) => approved.find((comment) => comment.parentId === question.sourceId);
  const unanswerable = approved.length - questions.length - questions.filter(answerOf).length;
  if (unanswerable > 0) notes.push(`${unanswerable} replies left out: a reader question keeps one answer`);

  for (const question of questions) {
    const answer = answerOf(question);
    const data = {
      post: storyId,
      name: question.author,
      email: question.email,
      body: textOf(question.body),
      status: 'approved',
      ...(answer ? { reply: textOf(answer.body), replyAuthor: answer.author } : {}),
    };
    try {
      if (dryRun) parseOrThrow(commentSchema, data);
      else {
        const created = await strapi.documents(COMMENT_UID).create({ data: data as never });
        // Kept in its place among the story's questions.
        if (question.date) {
          const when = new Date(question.date);
          await strapi.db.query(COMMENT_UID).update({
            where: { id: created.id },
            data: { createdAt: when, approvedAt: when, ...(answer?.date ? { repliedAt: new Date(answer.date) } : {}) },
          });
        }
      }
      counts.imported += 1;
    } catch (error) {
      counts.failed += 1;
      notes.push(`Comment by ${question.author} left out: ${messageOf(error)}`);
    }
  }
  return notes;
}
