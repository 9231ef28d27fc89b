import { Link, useLocation } from '@remix-run/react';

/** The error fallback: a heading, what went wrong, and a Try again button that loads the page again. */
export function ErrorPage({ heading, message }: { heading: string; message: string }) {
  const location = useLocation();
  return (
    <section className="page narrow center error-page">
      <h1>{heading}</h1>
      <p>{message}</p>
      <p className="actions">
        <Link className="button primary" to={location.pathname + location.search} reloadDocument>
          Try again
        </Link>
        <Link className="button ghost" to="/">
          Go Home
        </Link>
      </p>
    </section>
  );
}
