import { Link } from '@remix-run/react';
import { CTA } from '../content/site';

export function CallToAction() {
  return (
    <aside className="cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">{CTA.heading}</h2>
      <p>{CTA.text}</p>
      <Link className="button primary" to="/contact">
        {CTA.button}
      </Link>
    </aside>
  );
}
