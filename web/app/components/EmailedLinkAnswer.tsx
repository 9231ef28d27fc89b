export function EmailedLinkAnswer({
  path,
  token,
  result,
  question,
  button,
  invalid,
}: {
  path: string;
  token: string | null;
  result: { ok: boolean; message: string } | undefined;
  question: string;
  button: string;
  invalid: string;
}) {
  if (result) {
    return (
      <p role="status" className={result.ok ? 'form-success' : 'form-error'}>
        {result.message}
      </p>
    );
  }
  if (!token) {
    return (
      <p role="status" className="form-error">
        {invalid}
      </p>
    );
  }
  return (
    <form method="post" action={`${path}?token=${encodeURIComponent(token)}`}>
      <p>{question}</p>
      <button className="button primary" type="submit">
        {button}
      </button>
    </form>
  );
}
