/** Limits of the product specification (docs/product/spec/product-spec.md, section 9), one place for each. */

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_DELAY_MS = 1000;
export const ADMIN_SESSION_HOURS = 8;
export const ADMIN_SESSION_MS = ADMIN_SESSION_HOURS * 60 * 60 * 1000;
export const EMAIL_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 100;

export const TITLE_MAX_LENGTH = 200;
export const META_TITLE_MAX_LENGTH = 200;
/** Not in the specification; a byline, within PostgreSQL's 255. */
export const AUTHOR_MAX_LENGTH = 100;
export const CONTENT_MIN_LENGTH = 100;
export const META_DESCRIPTION_MAX_LENGTH = 160;
export const CONTENT_PREVIEW_LENGTH = 150;
export const WORDS_PER_MINUTE = 200;
export const DEFAULT_AUTHOR = 'Journey Canvas Team';

// Short enough for a screen reader to read out, long enough to describe a photo.
export const ALT_TEXT_MAX_LENGTH = 250;
export const CAPTION_MAX_LENGTH = 500;
// A story's gallery: more would make a page no phone should load.
export const GALLERY_MAX_PICTURES = 60;

export const PLACE_TEXT_MAX_LENGTH = 100;
export const GUIDE_STALE_MONTHS = 12;

export const PREVIEW_TTL_MS = 60 * 60 * 1000;

export const SEO_TITLE_MIN_LENGTH = 30;
export const SEO_TITLE_MAX_LENGTH = 60;
export const META_DESCRIPTION_MIN_LENGTH = 50;
export const SEO_MIN_WORDS = 300;
export const READABLE_SLUG_MAX_LENGTH = 60;
export const READABLE_SLUG_MAX_WORDS = 8;

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;

export const POST_CACHE_MS = 5 * 60 * 1000;
export const POST_FETCH_RETRIES = 2;
export const GENERAL_FETCH_RETRIES = 1;

export const ADMIN_LIST_SKELETONS = 3;
export const THIS_WEEK_DAYS = 7;
/** Admin pages hold at most 50; a larger request is refused, not served in full. */
export const ADMIN_LIST_MAX_ROWS = 100;

// Not in the specification: these keep a single message sane (decision 079).
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const SITE_PATH_MAX_LENGTH = 500;

export const REVIEW_NOTE_MAX_LENGTH = 1000;
