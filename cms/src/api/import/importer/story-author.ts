import type { Core } from '@strapi/strapi';
import type { SourceStory } from './source-story';

export type AuthorMap = Record<string, string>;

/** The name a story is signed with: `--author-map` first (by login, email or name), then a staff member by email, then the source's name. */
export async function authorNaming(strapi: Core.Strapi, authorMap: AuthorMap = {}) {
  const staff = (await strapi.db.query('plugin::users-permissions.user').findMany({ select: ['email', 'username'] })) as {
    email: string;
    username: string;
  }[];
  const staffNames = new Map(staff.map((member) => [member.email.toLowerCase(), member.username]));
  return (author: SourceStory['author']): string | undefined => {
    if (!author) return undefined;
    const keys = [author.login, author.email, author.name].filter((key): key is string => Boolean(key));
    const mapped = keys.map((key) => authorMap[key]).find(Boolean);
    return mapped ?? (author.email && staffNames.get(author.email.toLowerCase())) ?? author.name ?? author.login;
  };
}
