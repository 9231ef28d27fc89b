import { Fragment } from 'react';
import { useSiteDetails } from './site-details';
import { usePageLanguage, useWords } from './page-language';
import { CONTACT_EMAIL, LEGAL_LAST_UPDATED, type LegalPage as LegalPageContent } from '../content/legal';
import { formatLongDate } from '../data/format';

export function LegalPage({ page }: { page: LegalPageContent }) {
  const site = useSiteDetails();
  const words = useWords();
  const { language } = usePageLanguage();
  const withEmail = (text: string) => text.replaceAll(CONTACT_EMAIL, site.contactEmail);
  return (
    <article className="page narrow legal">
      <header className="page-header">
        <h1>{page.title}</h1>
        <p className="muted">
          {words.legalPage.lastUpdated} <time dateTime={LEGAL_LAST_UPDATED}>{formatLongDate(LEGAL_LAST_UPDATED, language)}</time>
        </p>
        <p className="lead">{page.intro}</p>
      </header>
      {page.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index + 1}`}>
          <h2 id={`section-${index + 1}`}>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, at) => (
            <Fragment key={paragraph}>
              <p>{withEmail(paragraph)}</p>
              {section.list && at === (section.listAfter ?? 0) && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </Fragment>
          ))}
        </section>
      ))}
      <aside className="card contact-block" aria-labelledby="legal-contact">
        <h2 id="legal-contact">{page.contact.heading}</h2>
        <p>{withEmail(page.contact.text)}</p>
        <p>
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> ·{' '}
          <a href={words.path('/contact')}>{words.legalPage.contactPage}</a>
        </p>
      </aside>
    </article>
  );
}
