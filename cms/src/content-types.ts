/** Here because Strapi loads only the folders in each feature's `content-types`. */
export const BLOG_POST_UID = 'api::blog-post.blog-post';
export const PREVIEW_UID = 'api::blog-post.post-preview';
export const REVISION_UID = 'api::blog-post.post-revision';
export const COMMENT_UID = 'api::comment.comment';
export const TAG_UID = 'api::tag.tag';
export const REDIRECT_UID = 'api::redirect.redirect';
export const SUBSCRIPTION_UID = 'api::newsletter-subscription.newsletter-subscription';
export const SITE_SETTING_UID = 'api::site-setting.site-setting';
export const IMPORT_ITEM_UID = 'api::import.import-item';

/** Posts outside the Trash (decision 040). */
export const NOT_TRASHED = { trashedAt: { $null: true } } as const;
