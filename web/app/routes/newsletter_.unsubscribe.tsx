import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useWords } from '../components/page-language';
import { emailedLinkRoute } from '../data/newsletter.server';
import { metaWords, routeMeta } from '../data/seo';
import { pageHeaders } from '../platform/http.server';
import { EmailedLinkAnswer } from '../components/EmailedLinkAnswer';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: metaWords(matches).meta.unsubscribe, noindex: true });

export const headers = pageHeaders;

/** Opening only asks, since mail scanners open links; a press or an RFC 8058 one-click POST unsubscribes (decision 056). */
const link = emailedLinkRoute('unsubscribe');
export const loader = link.loader;
export const action = link.action;

export default function Unsubscribe() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = useWords();
  const { newsletter } = words;
  return (
    <section className="page narrow center">
      <h1>{result?.ok ? newsletter.unsubscribedHeading : newsletter.unsubscribeHeading}</h1>
      <EmailedLinkAnswer
        path={words.path('/newsletter/unsubscribe')}
        token={token}
        result={result}
        question={newsletter.unsubscribeQuestion}
        button={newsletter.unsubscribeButton}
        invalid={newsletter.unsubscribeInvalid}
      />
      <p>
        <a href={words.path('/articles')}>{words.browseLatestStories}</a>
      </p>
    </section>
  );
}
