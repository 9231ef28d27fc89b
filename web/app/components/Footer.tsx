import { postTypeLabel, type Category } from '@journey-canvas/shared';
import { Link } from '@remix-run/react';
import { CONTACT, FOOTER_BLURB, SOCIAL_LINKS } from '../content/site';
import { LinkList } from './LinkList';
import { NAV_LINKS } from './NavBar';
import { NewsletterForm } from './NewsletterForm';

/** The footer's travel categories, named as the shared category list names them, each leading to its stories. */
const FOOTER_CATEGORY_VALUES: Category[] = ['adventure', 'cultural', 'food', 'solo', 'photography'];
export const FOOTER_CATEGORIES = FOOTER_CATEGORY_VALUES.map((category) => ({
  label: postTypeLabel(category),
  to: `/articles?category=${category}`,
}));

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="brand">
            <span className="brand-mark" aria-hidden="true" />
            Journey Canvas
          </h2>
          <p>{FOOTER_BLURB}</p>
          <ul className="social" aria-label="Journey Canvas on social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
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
            {CONTACT.address.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
            <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
            <br />
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </address>
          <NewsletterForm />
        </section>
      </div>
      <div className="footer-bottom">
        <p>© {new Date().getFullYear()} Journey Canvas. All rights reserved.</p>
        <ul>
          <li>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
