import { phoneHref, postTypeLabel, settingLines, type Category } from '@journey-canvas/shared';
import { LinkList } from './LinkList';
import { NAV_LINKS } from './NavBar';
import { NewsletterForm } from './NewsletterForm';
import { useSiteDetails } from './site-details';

const FOOTER_CATEGORY_VALUES: Category[] = ['adventure', 'cultural', 'food', 'solo', 'photography'];
export const FOOTER_CATEGORIES = FOOTER_CATEGORY_VALUES.map((category) => ({
  label: postTypeLabel(category),
  to: `/articles?category=${category}`,
}));

export function Footer() {
  const site = useSiteDetails();
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="brand">
            <span className="brand-mark" aria-hidden="true" />
            {site.siteName}
          </h2>
          <p>{site.footerBlurb}</p>
          <ul className="social" aria-label={`${site.siteName} on social media`}>
            {site.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkList id="footer-explore" heading="Explore" links={NAV_LINKS} />
        <LinkList id="footer-categories" heading="Travel Categories" links={FOOTER_CATEGORIES} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
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
          © {new Date().getFullYear()} {site.siteName}. All rights reserved.
        </p>
        <ul>
          <li>
            <a href="/privacy-policy">Privacy Policy</a>
          </li>
          <li>
            <a href="/terms-and-conditions">Terms &amp; Conditions</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
