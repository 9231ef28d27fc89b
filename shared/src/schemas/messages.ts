import {
  ALT_TEXT_MAX_LENGTH,
  CAPTION_MAX_LENGTH,
  CONTENT_MIN_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../limits';

/** Every user-facing validation message, worded as the specification (sections 5 and 8) has it. */
export const POST_MESSAGES = {
  postTypeRequired: 'Please select where this post should appear',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${TITLE_MAX_LENGTH} characters or less`,
  contentRequired: 'Content is required',
  contentTooShort: `Content must be at least ${CONTENT_MIN_LENGTH} characters`,
  authorRequired: 'Author name is required',
  imagesRequired: 'At least one image is required',
  metaTitleTooLong: `Meta title must be ${META_TITLE_MAX_LENGTH} characters or less`,
  metaDescriptionTooLong: `Meta description must be ${META_DESCRIPTION_MAX_LENGTH} characters or less`,
  altTextTooLong: `Alt text must be ${ALT_TEXT_MAX_LENGTH} characters or less`,
  captionTooLong: `Caption must be ${CAPTION_MAX_LENGTH} characters or less`,
  scheduleRequired: 'Choose when this story should be published',
  scheduleInvalid: 'Enter a valid publish date and time',
  scheduleInPast: 'The publish time must be in the future',
  scheduleWhilePublished: 'This story is already published, so it cannot be scheduled',
  scheduleWithPublish: 'A scheduled story is published by its schedule: save it as a draft, or publish it now without a time',
} as const;

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  travelTypeInvalid: 'Please choose a travel type from the list',
  tooLong: (field: string, max: number) => `${field} must be ${max} characters or less`,
} as const;

export const LOGIN_MESSAGES = {
  passwordRequired: 'Password is required',
  emailTooLong: 'Email must be 100 characters or less',
  passwordTooLong: 'Password must be 100 characters or less',
} as const;

/** Toasts and notices of the specification's error catalogue (section 8). */
export const NOTICES = {
  validationError: { title: 'Validation Error', description: 'Please fix the errors below before submitting.' },
  invalidFiles: { title: 'Invalid Files', description: 'Please upload only JPG, PNG, or WEBP images under 10MB.' },
  loginFailed: (remaining: number) => ({
    title: 'Access Denied',
    description: `Invalid credentials. ${remaining} attempts remaining.`,
  }),
  loginAttemptsNote: (failed: number, remaining: number) => `${failed} failed attempt(s). ${remaining} remaining.`,
  tooManyAttempts: {
    title: 'Too Many Attempts',
    description: 'Please wait before trying again. Contact admin if needed.',
  },
  loginSucceeded: { title: 'Access Granted', description: 'Welcome! Secure admin session established.' },
  loggedOut: { title: 'Logged Out' },
  deleteConfirm: 'Are you sure you want to delete this post?',
  deleteSucceeded: { title: 'Post Deleted', description: 'Blog post has been successfully deleted.' },
  deleteFailed: { title: 'Delete Failed' },
  publishSucceeded: (postType: string) => ({
    title: 'Blog Published Successfully! 🎉',
    description: `Your ${postType} post has been published.`,
  }),
  publishFailed: { title: 'Publication Failed', fallback: 'Failed to publish blog post. Please try again.' },
  structureGenerated: { title: 'Structure Generated! ✨' },
  generationFailed: { title: 'Generation Failed', description: 'Could not generate structure. Please try again.' },
} as const;
