import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { NEWSLETTER_MESSAGES } from '@journey-canvas/shared';
import { followLink } from '../cms/newsletter.server';
import { routeMeta } from '../cms/seo';
import { NO_STORE, pageHeaders } from '../server/http.server';

export const meta: MetaFunction = ({ matches }) => routeMeta(matches, { title: 'Unsubscribe | Journey Canvas', noindex: true });

export const headers = pageHeaders;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token');

/**
 * The unsubscribe link of every email (decision 056). Opening it asks, with one button, since mail
 * scanners open links by themselves; pressing it, or the POST a mail client makes for RFC 8058's
 * one-click unsubscribe (`List-Unsubscribe=One-Click` to this address), unsubscribes at once, with
 * no sign-in. Plain HTML: no JavaScript is needed.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const given = tokenOf(request);
  const token = given && given.length <= 300 ? given : null;
  // A link without a usable token is a bad request, as on the confirmation page.
  return data({ token }, { status: token ? 200 : 400, headers: { 'Cache-Control': NO_STORE } });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = tokenOf(request) ?? String(form.get('token') ?? '');
  const { status, result } = await followLink('unsubscribe', token || null);
  return data(result, { status, headers: { 'Cache-Control': NO_STORE } });
}

export default function Unsubscribe() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="page narrow center">
      <h1>{result?.ok ? 'You are unsubscribed' : 'Unsubscribe'}</h1>
      {result ? (
        <p role="status" className={result.ok ? 'form-success' : 'form-error'}>
          {result.message}
        </p>
      ) : token ? (
        <form method="post" action={`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}>
          <p>{NEWSLETTER_MESSAGES.unsubscribeQuestion}</p>
          <button className="button primary" type="submit">
            Unsubscribe
          </button>
        </form>
      ) : (
        <p role="status" className="form-error">
          {NEWSLETTER_MESSAGES.unsubscribeInvalid}
        </p>
      )}
      <p>
        <a href="/articles">Browse the latest stories</a>
      </p>
    </section>
  );
}
