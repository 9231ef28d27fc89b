/**
 * The newsletter box (the footer's, and the newsletter pages'). It posts to /newsletter, whose page
 * shows the answer, so it works the same with and without JavaScript. Shown again after a refusal,
 * it keeps the address typed and names the message that says what is wrong (`errorId`).
 */
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
