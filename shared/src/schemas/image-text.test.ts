import { describe, expect, it } from 'vitest';
import { describeImages, mergeImageText } from './image-text';

describe('mergeImageText', () => {
  it('overrides only the fields sent, keeps the rest as stored, in the images order', () => {
    const stored = [{ id: 1, alternativeText: 'Old alt', caption: 'Old caption' }];
    const incoming = [{ id: 2, caption: ' Dusk ' }, { id: 1, alternativeText: 'New alt' }, { id: 3 }];
    expect(mergeImageText(stored, incoming, [3, 2, 1])).toEqual({
      ok: true,
      entries: [
        { id: 2, caption: 'Dusk' },
        { id: 1, alternativeText: 'New alt', caption: 'Old caption' },
      ],
    });
  });
  it('drops the entries of images the post no longer has, and stores an emptied text as none', () => {
    const stored = [
      { id: 1, alternativeText: 'Gone' },
      { id: 2, alternativeText: 'Kept' },
    ];
    expect(mergeImageText(stored, [{ id: 2, alternativeText: '' }], [2])).toEqual({
      ok: true,
      entries: [{ id: 2, alternativeText: null }],
    });
  });
  it('names the first problem of a bad entry', () => {
    expect(mergeImageText(null, [{ id: 1, alternativeText: 'a'.repeat(251) }], [1])).toEqual({
      ok: false,
      message: 'Alt text must be 250 characters or less',
    });
    expect(mergeImageText(null, [5], [5])).toMatchObject({ ok: false });
  });
});

describe('describeImages', () => {
  const files = [
    { id: 1, url: '/a.jpg', alternativeText: 'File alt', caption: 'File caption' },
    { id: 2, url: '/b.jpg', alternativeText: null, caption: null },
  ];
  it("puts the post's own words first and falls back to the file's, field by field", () => {
    expect(
      describeImages(files, [
        { id: 1, alternativeText: 'Post alt' },
        { id: 2, caption: null },
      ]),
    ).toEqual([
      { id: 1, url: '/a.jpg', alternativeText: 'Post alt', caption: 'File caption' },
      { id: 2, url: '/b.jpg', alternativeText: null, caption: null },
    ]);
  });
  it('leaves images as they are without entries', () => {
    expect(describeImages(files, null)).toEqual(files);
  });
});
