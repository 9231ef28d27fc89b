import { describe, expect, it } from 'vitest';
import { leadHtml, leadMarkdown } from './email-parts';

describe("a story email's lead", () => {
  it('starts at the first paragraph of prose, past a callout', () => {
    const story = '::: tip\nBook the ferry a day ahead.\n:::\n\nThe island wakes late.\n\nBy noon the harbour fills.';
    expect(leadMarkdown(story)).toBe('The island wakes late.\n\nBy noon the harbour fills.');
  });

  it('shows a cited sentence without its footnote mark, as the notes are not in the email', () => {
    const html = leadHtml('The ferry runs twice a day.[^1]\n\n[^1]: The 2026 timetable.');
    expect(html).toContain('The ferry runs twice a day.');
    expect(html).not.toMatch(/\[\^1\]|footnote|fn1|2026 timetable/);
  });
});
