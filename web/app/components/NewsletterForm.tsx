import { useFetcher } from '@remix-run/react';
import type { NewsletterResult } from '../cms/newsletter.server';

/**
 * The footer's newsletter box. It posts to /newsletter: without JavaScript the browser shows that
 * page's confirmation, with JavaScript the answer appears here.
 */
export function NewsletterForm({ id = 'newsletter-email', label }: { id?: string; label: string }) {
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  const messageId = `${id}-message`;
  return (
    <fetcher.Form method="post" action="/newsletter" className="newsletter" noValidate>
      <label htmlFor={id}>{label}</label>
      <div className="newsletter-row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          maxLength={254}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? messageId : undefined}
        />
        <button className="button primary" type="submit" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} role="status" className={result ? (result.ok ? 'form-success' : 'form-error') : 'visually-hidden'}>
        {result?.message}
      </p>
    </fetcher.Form>
  );
}
