import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, commentSchema } from './comment';

const valid = { post: 'abc123', name: 'Mia', email: 'Mia@Example.com', body: 'Is the night train still running in winter?' };
const firstMessage = (input: object) => commentSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe('reader questions', () => {
  it('takes a name, an address kept in lower case, the question and the out-of-date tick', () => {
    expect(commentSchema.parse({ ...valid, outdated: true })).toEqual({ ...valid, email: 'mia@example.com', outdated: true });
    expect(commentSchema.parse(valid).outdated).toBe(false);
  });

  it('refuses empty, long, linky and direction-reversing text with the form’s words', () => {
    expect(firstMessage({ name: ' ' })).toBe(COMMENT_MESSAGES.nameRequired);
    expect(firstMessage({ body: '' })).toBe(COMMENT_MESSAGES.bodyRequired);
    expect(firstMessage({ body: 'x'.repeat(100_000) })).toBe(COMMENT_MESSAGES.bodyTooLong);
    expect(firstMessage({ body: 'https://a.example https://b.example https://c.example' })).toBe(COMMENT_MESSAGES.tooManyLinks);
    expect(firstMessage({ name: 'evil\u202Egnp.exe' })).toBe(COMMENT_MESSAGES.directionMarks('Name'));
    expect(firstMessage({ body: 'nul \u0000 here' })).toBe('Question cannot contain control characters');
    expect(firstMessage({ email: 'not an address' })).toBe('Please enter a valid email address');
    expect(firstMessage({ outdated: 'yes' })).toBe(COMMENT_MESSAGES.outdated);
  });

  it('keeps markup as the text it is: escaping is the page’s job', () => {
    expect(commentSchema.parse({ ...valid, body: '<script>alert(1)</script>' }).body).toBe('<script>alert(1)</script>');
  });
});
