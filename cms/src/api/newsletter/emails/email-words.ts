import { CONFIRMATION_LINK_DAYS, pathInLanguage } from '@journey-canvas/shared';

/**
 * The newsletter's own words in each shipped language (decision 100): a subscriber reads the frame of
 * every email in the language they signed up in; a language with no words of its own reads English.
 */
const EN = {
  dateLocale: 'en-GB',
  by: (author: string) => `By ${author}`,
  readWhole: 'Read the whole story',
  readOn: 'Read on',
  unsubscribe: 'Unsubscribe',
  subscribedWhy: 'You receive this because you subscribed to the Journey Canvas newsletter.',
  digestSubject: (title: string, more: number) => `New on Journey Canvas: ${title}${more > 0 ? ` and ${more} more` : ''}`,
  digestHeading: 'New this week',
  digestTextHeading: 'New this week on Journey Canvas',
  digestMore: (more: number) => `And ${more} more new stor${more === 1 ? 'y' : 'ies'} this week`,
  confirmSubject: 'Confirm your Journey Canvas subscription',
  confirmWhy: 'You receive this because this address was typed into the newsletter box on Journey Canvas.',
  confirmHeading: 'One click to confirm',
  confirmIntro: 'Please confirm that you would like new stories and guides from Journey Canvas at this address.',
  confirmButton: 'Confirm my subscription',
  confirmAfter: `The link works for ${CONFIRMATION_LINK_DAYS} days. If you did not ask for this, ignore this email: you will not hear from us again.`,
};

export type EmailWords = typeof EN;

const FR: EmailWords = {
  dateLocale: 'fr-FR',
  by: (author) => `Par ${author}`,
  readWhole: 'Lire toute l’histoire',
  readOn: 'Lire la suite',
  unsubscribe: 'Se désabonner',
  subscribedWhy: 'Vous recevez ce message car cette adresse est inscrite à la lettre de Journey Canvas.',
  digestSubject: (title, more) =>
    `Nouveau sur Journey Canvas : ${title}${more > 0 ? ` et ${more} autre${more === 1 ? '' : 's'}` : ''}`,
  digestHeading: 'Nouveau cette semaine',
  digestTextHeading: 'Nouveau cette semaine sur Journey Canvas',
  digestMore: (more) => `Et ${more} autre${more === 1 ? ' nouvelle histoire' : 's nouvelles histoires'} cette semaine`,
  confirmSubject: 'Confirmez votre abonnement à Journey Canvas',
  confirmWhy: 'Vous recevez ce message parce que cette adresse a été saisie dans le formulaire de la lettre de Journey Canvas.',
  confirmHeading: 'Un clic pour confirmer',
  confirmIntro:
    'Merci de confirmer que vous souhaitez recevoir les nouvelles histoires et guides de Journey Canvas à cette adresse.',
  confirmButton: 'Confirmer mon abonnement',
  confirmAfter: `Le lien est valable ${CONFIRMATION_LINK_DAYS} jours. Si vous n’avez rien demandé, ignorez ce message : vous n’aurez plus de nouvelles de nous.`,
};

const WORDS: Record<string, EmailWords> = { en: EN, fr: FR };

/** The language an email is written for, and the site's default (whose addresses carry no code). */
export interface EmailLanguage {
  language: string;
  defaultLanguage: string;
}

export const ENGLISH_EMAIL: EmailLanguage = { language: 'en', defaultLanguage: 'en' };

export const emailWords = ({ language }: EmailLanguage): EmailWords => WORDS[language] ?? EN;

/** A site path in the email's language: `/articles` is `/fr/articles` for a French subscriber. */
export const pathFor = ({ language, defaultLanguage }: EmailLanguage, path: string) =>
  pathInLanguage(path, language, defaultLanguage);
