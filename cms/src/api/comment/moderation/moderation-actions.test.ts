import { describe, expect, it } from 'vitest';
import { moderationOf } from './moderation-actions';

describe('what moderating a question did', () => {
  it('names approvals, spam, withdrawals, replies and deletes, and says when readers see a change', () => {
    expect(moderationOf({ status: 'pending' }, { status: 'approved' })).toEqual({ actions: ['comment-approve'], shown: true });
    expect(moderationOf({ status: 'pending' }, { status: 'spam' })).toEqual({ actions: ['comment-spam'], shown: false });
    expect(moderationOf({ status: 'approved' }, { status: 'spam' })).toEqual({ actions: ['comment-spam'], shown: true });
    expect(moderationOf({ status: 'approved' }, { status: 'pending' })).toEqual({ actions: ['comment-withdraw'], shown: true });
    expect(moderationOf({ status: 'pending', reply: null }, { status: 'approved', reply: 'Yes, daily.' })).toEqual({
      actions: ['comment-approve', 'comment-reply'],
      shown: true,
    });
    expect(moderationOf({ status: 'approved' }, null)).toEqual({ actions: ['comment-delete'], shown: true });
    expect(moderationOf({ status: 'pending' }, null)).toEqual({ actions: ['comment-delete'], shown: false });
    expect(moderationOf({ status: 'pending' }, { status: 'pending' })).toEqual({ actions: [], shown: false });
  });

  it('counts an edit of an approved question readers see as a change they see (a redaction in the panel), not of a held one', () => {
    const shown = { status: 'approved', name: 'Mia', body: 'My phone is 555 0100', replyAuthor: null, post: 'doc1' };
    for (const edit of [{ body: 'My phone is [removed]' }, { name: 'M.' }, { replyAuthor: 'Kenji' }, { post: 'doc2' }]) {
      expect(moderationOf(shown, { ...shown, ...edit })).toEqual({ actions: [], shown: true });
    }
    expect(moderationOf({ ...shown, status: 'pending' }, { ...shown, status: 'pending', body: 'x' })).toEqual({
      actions: [],
      shown: false,
    });
  });
});
