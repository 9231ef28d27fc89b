import { useFooterCategories } from './Footer';
import { LinkList } from './LinkList';
import { useWords } from './page-language';

export interface NotFoundDetails {
  path: string;
  /** None (no Go Back) when the reader did not come from this site. */
  back?: string;
}

export function NotFoundPage({ path, back }: NotFoundDetails) {
  const words = useWords();
  const { notFoundPage: page } = words;
  const popular = [
    { to: words.path('/articles'), label: page.travelStories },
    { to: words.path('/tips-and-guides'), label: words.tipsAndGuides },
    { to: words.path('/about'), label: page.aboutSite },
    { to: words.path('/privacy-policy'), label: words.privacyPolicy },
  ];
  return (
    <section className="page narrow center not-found">
      <p className="eyebrow">404</p>
      <h1>{page.heading}</h1>
      <p className="lead">{page.lead}</p>
      <p className="actions">
        <a className="button primary" href={words.path('/')}>
          {page.goHome}
        </a>
        <a className="button ghost" href={words.path('/articles')}>
          {page.browseStories}
        </a>
        {back !== undefined && (
          <a className="button ghost" href={back}>
            {page.goBack}
          </a>
        )}
      </p>
      <div className="two-columns link-lists">
        <LinkList id="popular-heading" heading={page.popularPages} links={popular} />
        <LinkList id="categories-heading" heading={page.travelCategories} links={useFooterCategories()} />
      </div>
      <p>
        {page.stillLost} <a href={words.path('/contact')}>{page.contactUs}</a> {page.pointYou}
      </p>
      <details className="card details-box">
        <summary>{page.details}</summary>
        <p>
          {page.requestedPath} <code>{path}</code>
        </p>
      </details>
    </section>
  );
}
