import { useWords } from './page-language';

/** Posts to /newsletter (in the page's language, which the subscriber's emails are written in), whose page shows the answer, so it works the same with and without JavaScript. */
export function NewsletterForm({
  id = 'newsletter-email',
  label,
  email,
  errorId,
}: {
  id?: string;
  label: string;
  email?: string;
  errorId?: string;
}) {
  const words = useWords();
  return (
    <form method="post" action={words.path('/newsletter')} className="newsletter" noValidate>
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
          defaultValue={email}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        <button className="button primary" type="submit">
          {words.subscribe}
        </button>
      </div>
    </form>
  );
}
