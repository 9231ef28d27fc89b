import { useFooterCategories } from './Footer';
import { LinkList } from './LinkList';

export interface NotFoundDetails {
  path: string;
  /** None (no Go Back) when the reader did not come from this site. */
  back?: string;
}

const POPULAR = [
  { to: '/articles', label: 'Travel Stories' },
  { to: '/tips-and-guides', label: 'Tips & Guides' },
  { to: '/about', label: 'About Journey Canvas' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

export function NotFoundPage({ path, back }: NotFoundDetails) {
  return (
    <section className="page narrow center not-found">
      <p className="eyebrow">404</p>
      <h1>Oops! Page not found</h1>
      <p className="lead">The page you are looking for has wandered off the map.</p>
      <p className="actions">
        <a className="button primary" href="/">
          Go Home
        </a>
        <a className="button ghost" href="/articles">
          Browse Stories
        </a>
        {back !== undefined && (
          <a className="button ghost" href={back}>
            Go Back
          </a>
        )}
      </p>
      <div className="two-columns link-lists">
        <LinkList id="popular-heading" heading="Popular pages" links={POPULAR} />
        <LinkList id="categories-heading" heading="Travel categories" links={useFooterCategories()} />
      </div>
      <p>
        Still lost? <a href="/contact">Contact us</a> and we will point you in the right direction.
      </p>
      <details className="card details-box">
        <summary>Details</summary>
        <p>
          Requested path: <code>{path}</code>
        </p>
      </details>
    </section>
  );
}
