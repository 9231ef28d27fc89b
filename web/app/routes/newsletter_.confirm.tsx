import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import { emailedLinkRoute } from '../data/newsletter.server';
import { routeMeta } from '../data/seo';
import { pageHeaders } from '../platform/http.server';
import { EmailedLinkAnswer } from '../components/EmailedLinkAnswer';
import { NewsletterForm } from '../components/NewsletterForm';
import { useSiteDetails } from '../components/site-details';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: 'Confirm your subscription | Journey Canvas', noindex: true });

export const headers = pageHeaders;

/** Double opt-in (decisions 056, 087): opening only asks, since mail scanners open links by themselves. */
const link = emailedLinkRoute('confirm');
export const loader = link.loader;
export const action = link.action;

export default function ConfirmSubscription() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const site = useSiteDetails();
  const failed = result ? !result.ok : !token;
  return (
    <section className="page narrow center">
      <h1>{result?.ok ? 'Subscription confirmed' : failed ? 'This link did not work' : 'Confirm your subscription'}</h1>
      <EmailedLinkAnswer
        path="/newsletter/confirm"
        token={token}
        result={result}
        question={NEWSLETTER_MESSAGES.confirmQuestion}
        button="Confirm"
        invalid={NEWSLETTER_MESSAGES.confirmInvalid}
      />
      {failed && <NewsletterForm id="newsletter-confirm-email" label={site.newsletterBlurb} />}
      <p>
        <a href="/articles">Browse the latest stories</a>
      </p>
    </section>
  );
}
