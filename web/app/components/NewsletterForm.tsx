/** Posts to /newsletter, whose page shows the answer, so it works the same with and without JavaScript. */
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
  return (
    <form method="post" action="/newsletter" className="newsletter" noValidate>
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
          Subscribe
        </button>
      </div>
    </form>
  );
}
