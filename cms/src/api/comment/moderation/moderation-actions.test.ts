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
});
