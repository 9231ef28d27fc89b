import { useLocation } from '@remix-run/react';

export function ErrorPage({ heading, message }: { heading: string; message: string }) {
  const location = useLocation();
  return (
    <section className="page narrow center error-page">
      <h1>{heading}</h1>
      <p>{message}</p>
      <p className="actions">
        <a className="button primary" href={location.pathname + location.search}>
          Try again
        </a>
        <a className="button ghost" href="/">
          Go Home
        </a>
      </p>
    </section>
  );
}
