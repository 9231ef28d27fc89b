import { z } from 'zod';
import { PLACE_CHECKS } from './place';
import { postRules } from './post-fields';

/** The admin form and the CMS (after its defaults) both check a save with this (decision 093). */
export const postSchema = z.object(postRules).check(...PLACE_CHECKS);

export type PostInput = z.input<typeof postSchema>;
export type Post = z.output<typeof postSchema>;

export const POST_FIELDS = Object.keys(postSchema.shape) as (keyof Post)[];
