/** Fixed date, kept in code: update it when the text changes. */
export const LEGAL_LAST_UPDATED = '2026-11-29';

/** LegalPage puts in the address from Settings (decision 048), so the text and the link never disagree. */
export const CONTACT_EMAIL = '{contact email}';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** Shown after the paragraph at `listAfter` (the first, when not given). */
  list?: string[];
  listAfter?: number;
}

export interface LegalPage {
  title: string;
  /** The search-result summary: 160 characters at most. */
  description: string;
  intro: string;
  sections: LegalSection[];
  contact: { heading: string; text: string };
}

export const PRIVACY_POLICY: LegalPage = {
  title: 'Privacy Policy',
  description:
    'What Journey Canvas collects when you read, write to us or subscribe, why we keep it, and how to see it or have it deleted.',
  intro:
    'This policy explains what information Journey Canvas collects when you read our travel blog, contact us, ask a question below a story, or subscribe to our newsletter, and how we use it. We collect only what we need to run the site and reply to you.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'When you send us a message through the contact form, we store the details you provide:',
        'When you ask a question below a story, we store your name, your email address and your question. An editor reads every question first; once approved, your name and your question are shown on the story, with any reply. Your email address is never shown.',
        'When you subscribe to our newsletter, we store your email address. When you visit the site, our servers record basic technical information about page views and errors, described in the Cookies and Logs section below.',
      ],
      list: [
        'Your name',
        'Your email address',
        'Your phone number, if you choose to give it',
        'The subject and text of your message',
        'The type of travel you are interested in, if you choose to select one',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'We use contact-form messages and the email address given with a question only to read and answer them. We use newsletter email addresses only to send you the newsletter you signed up for.',
        'We use server logs only to operate the site, find and fix errors, and keep the site secure.',
      ],
    },
    {
      heading: 'Cookies and Logs',
      paragraphs: [
        'We do not use third-party advertising cookies or tracking cookies, and we do not use an analytics service.',
        'Our own servers count the pages they send, with no script and no cookie. For each page view they count the page, the name of the website you came from, your country (as your browser’s language setting or our network provider tells it) and whether you read on a phone, a tablet or a computer. To estimate how many different readers come each day, the server mixes your network address and browser name with a random value that is replaced every midnight and never stored: no address is kept, and nothing identifies you or recognises you from one day to the next. We also count, as daily totals, searches made on the site and how many stories they found, pages not found, feed reads, offline saves, questions and newsletter sign-ups. Requests sent with Do Not Track or Global Privacy Control are not counted. These totals are kept for two years.',
        'Like most websites, our servers keep logs of page views and errors. These logs record the page path requested, the time of the request, and the response status, along with error reports sent by your browser when something on a page fails to load or run. We keep these logs to operate and secure the site.',
        'Stories you save for offline reading are kept by your own browser, which you can clear at any time; we count that a story was saved, never which one or by whom.',
      ],
    },
    {
      heading: 'Newsletter',
      paragraphs: [
        'If you subscribe, we send one email to confirm the address, and send the Journey Canvas newsletter only once you have confirmed it.',
        `Every newsletter email carries an unsubscribe link: following it stops the newsletter at once, with no sign-in. You can also email ${CONTACT_EMAIL} and ask to be removed.`,
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        'We keep contact-form messages for as long as we need them to answer your question and handle any follow-up. Approved questions stay with their story for as long as it is published. We keep newsletter email addresses until you unsubscribe or ask us to remove yours. We keep server logs for as long as we need them to operate and secure the site.',
        'You can ask us to delete your information at any time, as described in the Your Rights section.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We do not sell or rent your personal information, and we do not share it with advertisers or analytics providers. The information described in this policy is stored on servers that our team operates.',
        'Photos uploaded by our editors have their location metadata removed, so published images do not reveal where they were taken through embedded GPS data.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        `You can ask to see the personal information we hold about you, or ask us to delete it. To make a request, email ${CONTACT_EMAIL} from the address you used with us and tell us what you would like us to do.`,
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy when our practices change. When we do, we will change the text on this page and update the last updated date.',
      ],
    },
  ],
  contact: {
    heading: 'Questions?',
    text: `If you have any questions about this policy or how we handle your information, email us at ${CONTACT_EMAIL}.`,
  },
};

export const TERMS: LegalPage = {
  title: 'Terms & Conditions',
  description:
    'The terms for reading the Journey Canvas travel blog, using its contact and question forms and subscribing to its newsletter.',
  intro:
    'These terms apply when you read the Journey Canvas travel blog, use our contact form, ask a question below a story, or subscribe to our newsletter. By using the site, you agree to them.',
  sections: [
    {
      heading: 'Using This Site',
      paragraphs: [
        'Journey Canvas is a travel and lifestyle blog offered for your personal, non-commercial use. You are welcome to read, share links to, and enjoy everything we publish.',
        'Please do not use the site in a way that disrupts it for others, attempts to access parts of it that are not public, or breaks any applicable law.',
      ],
    },
    {
      heading: 'Contact Form, Questions and Newsletter',
      paragraphs: [
        'When you use the contact form or ask a question below a story, please give accurate contact details and keep your message respectful. Do not use the forms to send spam, advertising, or harmful content. An editor reads every question before it is shown, and may decline to publish one.',
        'The newsletter is free. You can unsubscribe at any time with the link in every email. How we handle the information you send us is described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Content Ownership',
      paragraphs: [
        'All stories, guides, and photographs on this site are © Journey Canvas unless stated otherwise. You may not republish, sell, or reuse them in full without our written permission.',
        'You are welcome to quote short excerpts, as long as you credit Journey Canvas and link back to the original page.',
      ],
    },
    {
      heading: 'Travel Information Is General Guidance',
      paragraphs: [
        'Our guides and tips reflect our own experience at the time we traveled and are offered as general guidance only. Prices, opening hours, schedules, and entry requirements change, sometimes without notice.',
        'Before you travel, please check official sources for visas, health requirements, safety advisories, and current prices, and use your own judgment when making plans.',
      ],
    },
    {
      heading: 'External Links',
      paragraphs: [
        'Our stories often link to hotels, tour operators, transport providers, and other websites. We include these links for your convenience, but we do not control those sites and are not responsible for their content, services, or privacy practices.',
      ],
    },
    {
      heading: 'No Warranties',
      paragraphs: [
        'The site and its content are provided as is. We work hard to keep our information accurate and up to date, but we do not guarantee that it is complete, current, or free of errors, or that the site will always be available.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, Journey Canvas is not liable for any loss, injury, expense, or inconvenience arising from your use of the site or from relying on the information we publish, including travel plans made based on our content.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. When we do, we will change the text on this page and update the last updated date. Continuing to use the site after a change means you accept the updated terms.',
      ],
    },
  ],
  contact: {
    heading: 'Questions?',
    text: `If you have any questions about these terms, email us at ${CONTACT_EMAIL}.`,
  },
};
