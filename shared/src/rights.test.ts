import { describe, expect, it } from 'vitest';
import { can, POST_RIGHTS, READER_RIGHTS, RIGHTS, type Right } from './rights';
import { STAFF_ROLES, type StaffRole } from './roles';

const rightsOf = (role: StaffRole) => (Object.keys(RIGHTS) as Right[]).filter((right) => can(role, right));

describe('the rights table (decisions 045 and 094)', () => {
  it('gives each role what the one before it has, and more', () => {
    expect(rightsOf('contributor')).toEqual(['ownPosts']);
    expect(rightsOf('author')).toEqual(['ownPosts', 'publish']);
    expect(rightsOf('editor')).toEqual(
      Object.keys(RIGHTS).filter((right) => !['staff', 'siteSettings', 'moveIn'].includes(right)),
    );
    expect(rightsOf('administrator')).toEqual(Object.keys(RIGHTS));
  });

  it('answers the post and reader rights the admin API and the admin read', () => {
    expect(POST_RIGHTS).toEqual({
      contributor: { everyPost: false, publish: false, trash: false, review: false },
      author: { everyPost: false, publish: true, trash: true, review: false },
      editor: { everyPost: true, publish: true, trash: true, review: true },
      administrator: { everyPost: true, publish: true, trash: true, review: true },
    });
    for (const role of STAFF_ROLES) {
      const readers = role === 'editor' || role === 'administrator';
      expect(READER_RIGHTS[role]).toEqual({ comments: readers, tags: readers, subscribers: readers, newsletter: readers });
    }
  });
});
