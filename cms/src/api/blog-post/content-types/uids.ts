/**
 * The identifiers of the content types defined beside this file. Strapi loads only the folders
 * here, so this file is ours: every module that names a post or a preview snapshot imports it.
 */
export const BLOG_POST_UID = 'api::blog-post.blog-post';
export const PREVIEW_UID = 'api::blog-post.post-preview';
export const REVISION_UID = 'api::blog-post.post-revision';
