import {
  ALT_TEXT_MAX_LENGTH,
  AUTHOR_MAX_LENGTH,
  CAPTION_MAX_LENGTH,
  CONTENT_MIN_LENGTH,
  GALLERY_MAX_PICTURES,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  PLACE_TEXT_MAX_LENGTH,
  SITE_PATH_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../limits';
import { SLUG_MAX_LENGTH } from '../slug';

/** Worded as docs/product/spec/product-spec.md (sections 5 and 8) has them. */
export const POST_MESSAGES = {
  postTypeRequired: 'Please select where this post should appear',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${TITLE_MAX_LENGTH} characters or less`,
  contentRequired: 'Content is required',
  contentTooShort: `Content must be at least ${CONTENT_MIN_LENGTH} characters`,
  authorRequired: 'Author name is required',
  authorTooLong: `Author name must be ${AUTHOR_MAX_LENGTH} characters or less`,
  imagesRequired: 'At least one image is required',
  metaTitleTooLong: `Meta title must be ${META_TITLE_MAX_LENGTH} characters or less`,
  metaDescriptionTooLong: `Meta description must be ${META_DESCRIPTION_MAX_LENGTH} characters or less`,
  altTextTooLong: `Alt text must be ${ALT_TEXT_MAX_LENGTH} characters or less`,
  captionTooLong: `Caption must be ${CAPTION_MAX_LENGTH} characters or less`,
  scheduleRequired: 'Choose when this story should be published',
  scheduleInvalid: 'Enter a valid publish date and time',
  scheduleWithoutZone: 'Give the publish time with its time zone: Z or an offset such as +02:00',
  scheduleInPast: 'The publish time must be in the future',
  scheduleWhilePublished: 'This story is already published, so it cannot be scheduled',
  scheduleWithPublish: 'A scheduled story is published by its schedule: save it as a draft, or publish it now without a time',
  unpublishNotLive: 'This story is not published, so there is nothing to unpublish',
} as const;

export const TRASH_MESSAGES = {
  alreadyInTrash: 'This story is already in the Trash',
  notInTrash: 'This story is not in the Trash, so there is nothing to restore',
  deleteForeverOutsideTrash: 'Only a story in the Trash can be deleted for good: move it to the Trash first',
  changeInTrash: 'This story is in the Trash: restore it before changing it',
  slugTaken: (slug: string, free: string) =>
    `Another story now has the address /articles/${slug}. Restore this one at /articles/${free} instead?`,
  slugInvalid: 'The new address may hold only lowercase letters, digits and single hyphens',
} as const;

/** Decision 077. */
export const FILE_MESSAGES = {
  inUse: 'This file is used by a story, a saved version of one or the site settings, so it was not deleted',
  routeNotReplaced: 'A GPX route cannot replace a picture or be replaced: upload the new file and choose it on the story',
} as const;

/** Decision 045. */
export const ROLE_MESSAGES = {
  notStaff: 'This account has no staff role: ask an Administrator for one',
  roleForbidden: 'Your role does not allow this: ask an Editor or an Administrator',
  signInRequired: 'Sign in with a staff account to do this',
  notYourPost: 'This story belongs to another writer: only Editors and Administrators can open or change it',
  publishNotAllowed: 'Contributors cannot publish or schedule: submit the story for review instead',
  unpublishNotAllowed: 'Contributors cannot unpublish stories: ask an Editor',
  trashNotAllowed: 'Contributors cannot move stories to the Trash or restore them: ask an Editor',
  deleteForeverNotAllowed: 'Only Editors and Administrators can delete stories for good',
  liveNotEditable: 'This story is published or scheduled: only its Author or an Editor can change it now',
  reviewNotAllowed: 'Only Editors and Administrators decide on stories in review',
  notInReview: 'This story is not in review, so there is nothing to send back',
  reviewWhilePublished: 'This story is already published, so it cannot be submitted for review',
  noteRequired: 'Please write a note telling the writer what to change',
  noteTooLong: (max: number) => `The note must be ${max} characters or less`,
  publishedAtForged: 'The publication date is set by publishing, not by the request',
  ownerForged: "A story's author account is the account that created it and cannot be changed",
} as const;

/** Decision 043. */
export const AUTOSAVE_MESSAGES = {
  fields: 'fields must be a JSON object holding the post form’s fields',
  notText: (field: string) => `${field} must be text`,
  images: 'images must be a list of { id, alternativeText, caption }',
  postNotFound: 'Post not found',
} as const;

/** Decision 044. */
export const SLUG_MESSAGES = {
  invalid: 'The address may hold only lowercase letters (a-z), digits and single hyphens, such as kyoto-in-autumn',
  tooLong: `The address must be ${SLUG_MAX_LENGTH} characters or less`,
  notText: 'The address must be text',
  taken: (slug: string) => `Another story already has the address /articles/${slug}`,
  takenInTrash: (slug: string) =>
    `A story in the Trash keeps the address /articles/${slug}: delete it forever first, or choose another address`,
} as const;

export const REDIRECT_MESSAGES = {
  required: (field: 'from' | 'to') =>
    field === 'from' ? 'Enter the old path, such as /articles/old-name' : 'Enter where it should lead',
  tooLong: (field: 'from' | 'to') =>
    `The ${field === 'from' ? 'old path' : 'target'} must be at most ${SITE_PATH_MAX_LENGTH} characters`,
  fromNotPath: 'The old path must be a path on this site, starting with / (no spaces, query or #)',
  toInvalid: 'The target must be a path on this site, starting with /, or a web address starting with https:// or http://',
  status: 'The status must be 301 (moved for good) or 302 (moved for now)',
  fromWellKnown: 'Addresses under /.well-known/ prove to other services that the site owns its domain: they cannot be redirected',
  toItself: 'A redirect cannot lead to its own path',
  fromTaken: (from: string) => `There is already a redirect from ${from}`,
  fromLivePage: (from: string) => `${from} is a page of the site: a redirect from it would hide it`,
  loop: (chain: string[]) => `This redirect would make a loop: ${chain.join(' → ')}`,
} as const;

export const TEXT_MESSAGES = {
  controlCharacters: (field: string) => `${field} cannot contain control characters`,
} as const;

/** DESIGN.md section 9. */
export const PLACE_MESSAGES = {
  nameRequired: 'Enter the name of the place these coordinates point to',
  nameTooLong: `Place name must be ${PLACE_TEXT_MAX_LENGTH} characters or less`,
  countryTooLong: `Country must be ${PLACE_TEXT_MAX_LENGTH} characters or less`,
  latitudeRange: 'Latitude must be a number from -90 to 90',
  longitudeRange: 'Longitude must be a number from -180 to 180',
  coordinatesTogether: 'Enter both latitude and longitude, or neither',
  verifiedInvalid: 'Enter the date as YYYY-MM-DD',
  verifiedInFuture: 'The last verified date cannot be in the future',
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

/** Product spec section 5: the admin's toast and the CMS's answer alike. */
/** A story's pictures come from its media library: readers' browsers ask no other site for anything. */
export const STORY_PICTURE_MESSAGES = {
  notInLibrary: (address: string) =>
    `Pictures must come from the media library, and ${JSON.stringify(address.length > 80 ? `${address.slice(0, 77)}...` : address)} does not. Add it with Insert picture.`,
  galleryTooLarge: (count: number) =>
    `A gallery holds up to ${GALLERY_MAX_PICTURES} pictures, and this one has ${count}. Split it into two galleries.`,
} as const;

export const INVALID_FILES = {
  title: 'Invalid Files',
  description: 'Please upload only JPG, PNG, or WEBP images under 10MB.',
} as const;
