import { z } from 'zod';
import { COMMENT_MESSAGES, commentReplySchema, commentSchema, isCommentStatus } from '@journey-canvas/shared';
import type { DocumentRules } from '../../../document-rules';
import { fieldError, parseOrThrow } from '../../../validation';

type Data = Record<string, unknown>;

const replySchema = z.object({ reply: commentReplySchema });

/** A question's rules, whatever door writes it; the approval and reply times are kept in step. */
export const commentRules: DocumentRules = {
  async check(_strapi, data: Data, existing: Data | null) {
    const merged = { ...existing, ...data };
    const reader = parseOrThrow(commentSchema, {
      post: merged.post,
      name: merged.name,
      email: merged.email,
      body: merged.body,
      outdated: merged.outdated ?? false,
    });
    const status = merged.status ?? 'pending';
    if (!isCommentStatus(status)) throw fieldError('status', COMMENT_MESSAGES.statusInvalid);
    const replyGiven = merged.reply !== null && merged.reply !== undefined && merged.reply !== '';
    const { reply } = replyGiven ? parseOrThrow(replySchema, { reply: merged.reply }) : { reply: null };
    const now = new Date().toISOString();
    return {
      ...data,
      ...reader,
      status,
      approvedAt: status === 'approved' ? (existing?.status === 'approved' ? (existing.approvedAt ?? now) : now) : null,
      reply,
      repliedAt: reply ? (reply === existing?.reply ? (existing.repliedAt ?? now) : now) : null,
      replyAuthor: reply ? (merged.replyAuthor ?? null) : null,
    };
  },
};
