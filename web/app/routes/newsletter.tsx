import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { useSiteDetails } from '../components/site-details';
import { NewsletterForm } from '../components/NewsletterForm';
import { useWords } from '../components/page-language';
import { NO_STORE, pageHeaders } from '../platform/http.server';
import { subscribe } from '../data/newsletter.server';
import { metaWords, routeMeta } from '../data/seo';
import { countReaderAction } from '../analytics/view-counter.server';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: metaWords(matches).meta.newsletter, noindex: true });

export const headers = pageHeaders;

/** The footer box posts here; without JavaScript this page shows the answer. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { status, result } = await subscribe(await request.formData(), context.clientAddress ?? 'unknown');
  if (status < 300) countReaderAction(request, 'newsletter-signup');
  return data(result, { status, headers: { 'Cache-Control': NO_STORE } });
}

export default function Newsletter() {
  const result = useActionData<typeof action>();
  const site = useSiteDetails();
  const words = useWords();
  return (
    <section className="page narrow center">
      <h1>{words.newsletterHeading}</h1>
      {result ? (
        <p id="newsletter-result" role="status" className={result.ok ? 'form-success' : 'form-error'}>
          {result.message}
        </p>
      ) : (
        <p>{words.newsletterIntro}</p>
      )}
      {!result?.ok && (
        <NewsletterForm
          id="newsletter-page-email"
          label={site.newsletterBlurb}
          email={result?.email}
          errorId={result ? 'newsletter-result' : undefined}
        />
      )}
      <p>
        <a href={words.path('/articles')}>{words.browseLatestStories}</a>
      </p>
    </section>
  );
}
