import { CTA } from '../content/site';

export function CallToAction() {
  return (
    <aside className="cta" aria-labelledby="cta-heading">
      <h2 id="cta-heading">{CTA.heading}</h2>
      <p>{CTA.text}</p>
      <a className="button primary" href="/contact">
        {CTA.button}
      </a>
    </aside>
  );
}
