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

  it('starts past a gallery, a video or a map, which the reader finds on the site', () => {
    const story = [
      '::: gallery\n![Dawn](/uploads/dawn.jpg)\n![Noon](/uploads/noon.jpg)\n:::',
      '[![Dunes](/uploads/dunes.jpg) Sunrise](https://youtu.be/M7lc1UVf-VE)',
      'https://www.openstreetmap.org/?mlat=29.57&mlon=35.42#map=13/29.57/35.42',
      '[The camp](https://vimeo.com/76979871)',
      'We drove in at dusk.',
    ].join('\n\n');
    expect(leadMarkdown(story)).toBe('We drove in at dusk.');
    expect(leadMarkdown('[The camp](https://example.com/camp) is open all year.')).toBe(
      '[The camp](https://example.com/camp) is open all year.',
    );
  });
});
