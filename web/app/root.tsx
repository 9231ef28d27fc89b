import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { webEnvironment } from './platform/env.server';
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Footer } from './components/Footer';
import { NavBar } from './components/NavBar';
import { ErrorPage } from './components/ErrorPage';
import { NotFoundPage, type NotFoundDetails } from './components/NotFoundPage';
import { ReaderScripts } from './components/ReaderScripts';
import { NO_STORE, pageHeaders } from './platform/http.server';
import { savesData } from './server/response-cache/rules.server';
import type { PictureChoice } from './data/images';
import { errorMeta } from './data/seo';
import { siteDetails } from './data/client/site-settings.server';
import { pageLanguage } from './data/page-language.server';
import { usePageLanguage, useWords } from './components/page-language';
import { languageDirection } from '@journey-canvas/shared';
import stylesheet from './styles/site.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** A media origin other than the site's is preconnected, so the first picture does not wait for a new connection. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { siteUrl, mediaOrigin } = webEnvironment();
  // Settings (decision 048); stand-ins shown while the CMS is away make the page one no cache keeps.
  const { details: site, fromCms } = await siteDetails();
  // The response cache keeps Save-Data pages apart (server/response-cache/rules.server.ts).
  const pictures: PictureChoice = { saveData: savesData(request.headers.get('save-data')) };
  const page = {
    siteUrl,
    mediaOrigin: mediaOrigin === new URL(siteUrl).origin ? undefined : mediaOrigin,
    site,
    // The language read off the address (decision 100).
    page: pageLanguage(),
    ...pictures,
  };
  return fromCms ? page : data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** Also for an error this route's boundary shows (a 503 keeps its Retry-After). */
export const headers = pageHeaders;

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

/** Never hydrated (decision 065): no `<Scripts>`, so no bundle; the few inline scripts carry the page's nonce. */
export function Layout({ children }: { children: ReactNode }) {
  const mediaOrigin = useRouteLoaderData<typeof loader>('root')?.mediaOrigin;
  const { language } = usePageLanguage();
  const words = useWords();
  return (
    <html lang={language} dir={languageDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {mediaOrigin ? <link rel="preconnect" href={mediaOrigin} /> : null}
        {/* The page's language's feed (decision 100). */}
        <link rel="alternate" type="application/rss+xml" title="Journey Canvas stories" href={words.path('/rss.xml')} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {words.skipToContent}
        </a>
        <NavBar />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <ReaderScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A friendly page with the real status, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    const details = error.data as Partial<NotFoundDetails> | undefined;
    return <NotFoundPage path={details?.path ?? location.pathname + location.search} back={details?.back} />;
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <ErrorPage
        heading="We'll be right back"
        message="Our stories are taking a short break while the content server comes back. Please try again in a minute."
      />
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || 'Unexpected Application Error'}`
    : 'An unexpected error occurred. Please try again.';
  return <ErrorPage heading="Something went wrong" message={message} />;
}
