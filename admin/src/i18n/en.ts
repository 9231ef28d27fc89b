import { INVALID_FILES } from '@journey-canvas/shared';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { toastText } from '../Toast';

/** Worded as docs/product/spec/product-spec.md (section 8) has them, where it does; words shared with the CMS live in shared. */
export const NOTICES = {
  validationError: { title: 'Validation Error', description: 'Please fix the errors below before submitting.' },
  invalidFiles: INVALID_FILES,
  imageUploadFailed: (position: number, reason: string) => `Image ${position} upload failed: ${reason}`,
  loginFailed: (remaining: number) => ({
    title: 'Access Denied',
    description: `Invalid credentials. ${remaining} attempts remaining.`,
  }),
  loginAttemptsNote: (failed: number, remaining: number) => `${failed} failed attempt(s). ${remaining} remaining.`,
  loginForbidden: { title: 'Access Denied', description: 'This account is not allowed to manage posts.' },
  loginUnavailable: { title: 'Access Denied', description: 'Sign-in is unavailable right now. Please try again in a moment.' },
  tooManyAttempts: {
    title: 'Too Many Attempts',
    description: 'Please wait before trying again. Contact admin if needed.',
  },
  loginSucceeded: { title: 'Access Granted', description: 'Welcome! Secure admin session established.' },
  twoFactorPrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  twoFactorExpired: { title: 'Access Denied', description: 'Your sign-in took too long. Please sign in again.' },
  staffInvited: { title: 'Invitation Created', description: 'Copy the link and send it to them.' },
  staffInvitedEmailed: { title: 'Invitation Sent', description: 'They have the link by email; you can copy it too.' },
  staffChanged: { title: 'Staff Updated' },
  staffSessionsEnded: { title: 'Sessions Ended', description: 'They must sign in again.' },
  staffFailed: { title: 'Staff Not Updated' },
  passwordChanged: { title: 'Password Changed', description: 'Your other sessions have been ended.' },
  twoFactorOn: { title: 'Two-Step Sign-In On', description: 'Save your recovery codes now: they are shown only once.' },
  twoFactorOff: { title: 'Two-Step Sign-In Off' },
  settingsSaved: { title: 'Settings Saved', description: 'The site shows them within seconds.' },
  invitationAccepted: { title: 'Welcome aboard', description: 'Your password is set. Sign in to start.' },
  loggedOut: { title: 'Logged Out' },
  deleteConfirm: 'Are you sure you want to delete this post?',
  deleteSucceeded: { title: 'Post Deleted', description: 'Blog post has been successfully deleted.' },
  deleteFailed: { title: 'Delete Failed' },
  // DESIGN.md section 10.
  undo: 'Undo',
  restoreSucceeded: { title: 'Post Restored', description: 'The story is back as it was before it was deleted.' },
  restoreFailed: { title: 'Restore Failed' },
  restoreAtNewAddress: { title: 'Address taken', confirm: 'Restore at the new address' },
  deleteForeverConfirm: {
    title: 'Delete forever?',
    description: 'This story will be deleted for good. It cannot be restored afterwards.',
  },
  deleteForeverSucceeded: { title: 'Post Deleted Forever', description: 'The story has been deleted for good.' },
  redirectAdded: { title: 'Redirect Added' },
  redirectRemoved: { title: 'Redirect Removed' },
  redirectFailed: { title: 'Redirect Not Removed' },
  publishSucceeded: (postType: string) => ({
    title: 'Blog Published Successfully! 🎉',
    description: `Your ${postType} post has been published.`,
  }),
  publishFailed: { title: 'Publication Failed', fallback: 'Failed to publish blog post. Please try again.' },
  // Not a publication failing: a draft save, a schedule or a request for review.
  saveFailed: { title: 'Save Failed', fallback: 'The story could not be saved. Please try again.' },
  updateSucceeded: { title: 'Post Updated', description: 'Your changes have been published.' },
  unpublishConfirm: {
    title: 'Unpublish this story?',
    description: 'Readers will no longer see it. It becomes a draft again, with your latest changes kept.',
  },
  unpublishSucceeded: { title: 'Story Unpublished', description: 'It is a draft again: readers no longer see it.' },
  unpublishFailed: { title: 'Unpublish Failed' },
  sendBackSucceeded: { title: 'Sent Back', description: 'The writer sees your note on the story.' },
  sendBackFailed: { title: 'Send Back Failed' },
  reviewNote: 'An Editor sent this story back:',
  revisionRestoreConfirm: {
    title: 'Restore this revision?',
    description:
      'Its text becomes the story’s draft. Nothing is published, and the current text stays in History. Unsaved changes in the form are replaced.',
  },
  revisionRestoreSucceeded: {
    title: 'Revision Restored',
    description: 'Its text is now the draft. Publish it when you are ready.',
  },
  revisionRestoreFailed: { title: 'Restore Failed' },
  unsavedWork: {
    keptInBrowser: (when: string) => `Unsaved changes from ${when} were kept in this browser.`,
    autosaved: (when: string) => `Unsaved changes from ${when} were autosaved.`,
    restore: 'Restore',
    discard: 'Discard',
    replaceConfirm: {
      title: 'Replace your changes?',
      description: 'Restoring puts the kept changes in place of what you have typed since opening this story.',
    },
  },
  autosaveStatus: {
    saved: (time: string) => `Autosaved ${time}`,
    failed: 'Autosave failed — kept in this browser',
  },
  promptMissing: 'Describe the story first, for example "Three days of street food in Bangkok".',
  structureGenerated: { title: 'Structure Generated! ✨' },
  generationFailed: { title: 'Generation Failed', description: 'Could not generate structure. Please try again.' },
} as const;

export const FORM_TEXT = {
  addressHelp: 'The story is at /articles/ followed by this. Change it and the old address will redirect readers here.',
} as const;

export const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    message: {
      ...englishMessages.ra.message,
      invalid_form: toastText(NOTICES.validationError.title, NOTICES.validationError.description),
      delete_content: NOTICES.deleteConfirm,
    },
  },
  resources: {
    'blog-posts': {
      name: 'Blog post |||| Blog posts',
      fields: {
        postType: 'Post type',
        title: 'Title',
        content: 'Content',
        author: 'Author',
        images: 'Blog Images *',
        metaTitle: 'Meta title',
        metaDescription: 'Meta description',
        createdAt: 'Created',
        publishedAt: 'Published',
      },
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
