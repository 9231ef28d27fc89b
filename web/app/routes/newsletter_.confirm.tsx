import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { emailedLinkRoute } from '../data/newsletter.server';
import { metaWords, routeMeta } from '../data/seo';
import { pageHeaders } from '../platform/http.server';
import { EmailedLinkAnswer } from '../components/EmailedLinkAnswer';
import { NewsletterForm } from '../components/NewsletterForm';
import { useSiteDetails } from '../components/site-details';
import { useWords } from '../components/page-language';
import { countReaderAction } from '../analytics/view-counter.server';

export const meta: MetaFunction = ({ matches }) => routeMeta(matches, { title: metaWords(matches).meta.confirm, noindex: true });

export const headers = pageHeaders;

/** Double opt-in (decisions 056, 087): opening only asks, since mail scanners open links by themselves. */
const link = emailedLinkRoute('confirm');
export const loader = link.loader;
export async function action(args: ActionFunctionArgs) {
  const answer = await link.action(args);
  if ((answer.init?.status ?? 200) < 300) countReaderAction(args.request, 'newsletter-confirm');
  return answer;
}

export default function ConfirmSubscription() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const site = useSiteDetails();
  const words = useWords();
  const { newsletter } = words;
  const failed = result ? !result.ok : !token;
  return (
    <section className="page narrow center">
      <h1>{result?.ok ? newsletter.confirmedHeading : failed ? newsletter.linkFailedHeading : newsletter.confirmHeading}</h1>
      <EmailedLinkAnswer
        path={words.path('/newsletter/confirm')}
        token={token}
        result={result}
        question={newsletter.confirmQuestion}
        button={newsletter.confirmButton}
        invalid={newsletter.confirmInvalid}
      />
      {failed && <NewsletterForm id="newsletter-confirm-email" label={site.newsletterBlurb} />}
      <p>
        <a href={words.path('/articles')}>{words.browseLatestStories}</a>
      </p>
    </section>
  );
}
