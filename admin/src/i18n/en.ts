import { NOTICES } from '@journey-canvas/shared';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';

/** react-admin's English, with the app's own words where the specification has them. */
export const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    message: {
      ...englishMessages.ra.message,
      invalid_form: `${NOTICES.validationError.title}: ${NOTICES.validationError.description}`,
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
