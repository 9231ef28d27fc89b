/** The GitHub-flavoured plugin for turndown ships no types. */
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';

  /** Tables, strikethrough, task lists and highlighted code blocks. */
  export const gfm: TurndownService.Plugin;
}

/** Turndown's own HTML parser under Node; only the part of its DOM the import reads (it ships no types). */
declare module '@mixmark-io/domino' {
  export interface HtmlNode {
    readonly nodeType: number;
    readonly nodeName: string;
    nodeValue: string | null;
    readonly textContent: string | null;
    readonly parentNode: HtmlElement | null;
    readonly firstChild: HtmlNode | null;
    readonly nextSibling: HtmlNode | null;
    readonly childNodes: HtmlNode[];
  }

  export interface HtmlElement extends HtmlNode {
    readonly attributes: ArrayLike<{ name: string }>;
    readonly outerHTML: string;
    getAttribute(name: string): string | null;
    removeAttribute(name: string): void;
    matches(selectors: string): boolean;
    closest(selectors: string): HtmlElement | null;
    querySelector(selectors: string): HtmlElement | null;
    /** An array, or for a lone tag name a live list that is not iterable. */
    querySelectorAll(selectors: string): ArrayLike<HtmlElement>;
  }

  export function createDocument(html: string): { getElementById(id: string): HtmlElement | null };
}
