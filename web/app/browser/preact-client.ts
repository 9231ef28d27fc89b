/**
 * `react-dom/client` in the browser build, which runs on Preact (decision 026). Remix hydrates the
 * whole document, `<html>` included; Preact renders into an element's children, and given
 * `document` it takes `<html>` as that element. So the root is a stand-in parent whose only child
 * is the page's `<html>`, as Preact's maintainers suggest (remix-run/remix#425).
 */
import type { ComponentChild } from 'preact';
import { hydrate } from 'preact/compat';

export function hydrateRoot(container: Document, children: ComponentChild): void {
  const html = container.documentElement;
  const replace = (element: Node) => container.replaceChild(element, html);
  const root = { childNodes: [html], firstChild: html, insertBefore: replace, appendChild: replace };
  hydrate(children, root as unknown as Element);
}
