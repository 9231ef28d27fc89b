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
import stylesheet from './styles/site.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Journey Canvas stories', href: '/rss.xml' },
];

/**
 * The site's public address, for canonical URLs in every page's head, and where pictures come from
 * when that is another origin: the browser connects to it while it reads the page, so the first
 * picture (often the largest paint) does not wait for a new connection.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { siteUrl, mediaOrigin } = webEnvironment();
  // The site's details (footer, contact, default description and share image) are settings in the
  // CMS (decision 048); stand-ins shown while it is away make the page one no cache keeps.
  const { details: site, fromCms } = await siteDetails();
  // A reader who asked to save data gets phone-size pictures (components/Picture.tsx); the
  // response cache keeps such pages apart (server/response-cache/rules.server.ts).
  const pictures: PictureChoice = { saveData: savesData(request.headers.get('save-data')) };
  const page = {
    siteUrl,
    mediaOrigin: mediaOrigin === new URL(siteUrl).origin ? undefined : mediaOrigin,
    site,
    ...pictures,
  };
  return fromCms ? page : data(page, { headers: { 'Cache-Control': NO_STORE } });
}

/** Also the headers of a page whose error this route's boundary shows (a 503 keeps its Retry-After). */
export const headers = pageHeaders;

/** Pages have their own head; an error shown by this route's boundary gets one that says what happened. */
export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

/**
 * Every page of this app is rendered on the server and never hydrated (decision 065): no
 * `<Scripts>`, so no bundle; links and forms are plain HTML, and the few inline scripts of
 * `ReaderScripts` (and the trip pack's) carry the page's nonce.
 */
export function Layout({ children }: { children: ReactNode }) {
  const mediaOrigin = useRouteLoaderData<typeof loader>('root')?.mediaOrigin;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {mediaOrigin ? <link rel="preconnect" href={mediaOrigin} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
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

/** Anything no route handled: a friendly page with the real status, never a stack trace. */
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
