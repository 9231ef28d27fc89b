import { phoneHref, settingLines, type Category } from '@journey-canvas/shared';
import { LinkList } from './LinkList';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useNavLinks } from './NavBar';
import { NewsletterForm } from './NewsletterForm';
import { useWords } from './page-language';
import { useSiteDetails } from './site-details';

const FOOTER_CATEGORY_VALUES: Category[] = ['adventure', 'cultural', 'food', 'solo', 'photography'];

/** The categories the footer and the 404 page offer, in the page's language. */
export function useFooterCategories() {
  const words = useWords();
  return FOOTER_CATEGORY_VALUES.map((category) => ({
    label: words.postType(category),
    to: words.path(`/articles?category=${category}`),
  }));
}

export function Footer() {
  const site = useSiteDetails();
  const words = useWords();
  const navLinks = useNavLinks();
  const categories = useFooterCategories();
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="brand">
            <span className="brand-mark" aria-hidden="true" />
            {site.siteName}
          </h2>
          <p>{site.footerBlurb}</p>
          <ul className="social" aria-label={words.onSocialMedia(site.siteName)}>
            {site.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden">{words.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkList id="footer-explore" heading={words.explore} links={navLinks} />
        <LinkList id="footer-categories" heading={words.travelCategories} links={categories} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{words.contact}</h2>
          <address>
            {settingLines(site.contactAddress).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            <a href={phoneHref(site.contactPhone)}>{site.contactPhone}</a>
            <br />
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </address>
          <NewsletterForm label={site.newsletterBlurb} />
        </section>
      </div>
      <div className="footer-bottom">
        <p>
          © {new Date().getFullYear()} {site.siteName}. {words.allRightsReserved}
        </p>
        <ul>
          <li>
            <a href={words.path('/privacy-policy')}>{words.privacyPolicy}</a>
          </li>
          <li>
            <a href={words.path('/terms-and-conditions')}>{words.termsAndConditions}</a>
          </li>
        </ul>
        <LanguageSwitcher />
      </div>
    </footer>
  );
}
