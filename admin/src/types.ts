import type { CommentStatus, ListStatus } from '@journey-canvas/shared';

/**
 * The records the admin's screens read, each as the CMS's admin API answers it. Those the CMS
 * shares with it (tags, subscribers, staff, activity entries) are in `@journey-canvas/shared`.
 */
export type { ActivityEntry, StaffMember, SubscriberRecord, TagRecord } from '@journey-canvas/shared';
export type { NewsletterSettingsRecord } from './dataProvider';

/** A story in Blog Management and its Show view. */
export interface PostRecord {
  id: string;
  title: string;
  slug: string;
  content: string;
  author: string;
  /** The creating staff account (decision 045). */
  createdByAdmin?: string | null;
  postType: string;
  createdAt: string;
  publishedAt: string | null;
  status: ListStatus;
  draftChanges: boolean;
  scheduledAt: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  images?: { alternativeText?: string | null }[];
  lastVerifiedAt?: string | null;
  tags?: string[];
  outdatedReportedAt?: string | null;
  /** This version's language, and every language the story is written in (decision 100). */
  locale?: string;
  translations?: string[];
  /** Views of the last 30 days (decision 101). */
  views?: number;
  featuredImage: { id: number; url: string; alternativeText?: string | null; formats?: Record<string, { url: string }> } | null;
}

/** A reader question in Comments. */
export interface QuestionRecord {
  id: string;
  post: string;
  /** The language version it was asked on (decision 100). */
  language: string;
  postTitle: string | null;
  postSlug: string | null;
  name: string;
  email: string;
  body: string;
  outdated: boolean;
  status: CommentStatus;
  createdAt: string;
  reply: string | null;
  replyAuthor: string | null;
}

export interface RedirectRecord {
  id: string;
  from: string;
  to: string;
  status: 301 | 302;
}
