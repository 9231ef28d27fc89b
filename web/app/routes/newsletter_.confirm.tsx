import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { followLink } from '../cms/newsletter.server';
import { routeMeta } from '../cms/seo';
import { NO_STORE, pageHeaders } from '../server/http.server';
import { NewsletterForm } from '../components/NewsletterForm';
import { useSiteDetails } from '../components/site-details';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: 'Confirm your subscription | Journey Canvas', noindex: true });

export const headers = pageHeaders;

/**
 * The confirmation link of double opt-in (decision 056): following it confirms the address. Each
 * reader's own page, never kept by the response cache (rules.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { status, result } = await followLink('confirm', new URL(request.url).searchParams.get('token'));
  return data(result, { status, headers: { 'Cache-Control': NO_STORE } });
}

export default function ConfirmSubscription() {
  const result = useLoaderData<typeof loader>();
  const site = useSiteDetails();
  return (
    <section className="page narrow center">
      <h1>{result.ok ? 'Subscription confirmed' : 'This link did not work'}</h1>
      <p role="status" className={result.ok ? 'form-success' : 'form-error'}>
        {result.message}
      </p>
      {!result.ok && <NewsletterForm id="newsletter-confirm-email" label={site.newsletterBlurb} />}
      <p>
        <a href="/articles">Browse the latest stories</a>
      </p>
    </section>
  );
}
