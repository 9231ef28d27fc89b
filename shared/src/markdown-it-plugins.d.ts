// The plugins' own type packages describe markdown-it's CommonJS types, which differ from the ES ones
// this package imports; these say the same against the ES types.
declare module 'markdown-it-container' {
  import type { PluginWithParams } from 'markdown-it';
  const container: PluginWithParams;
  export default container;
}

declare module 'markdown-it-footnote' {
  import type { PluginSimple } from 'markdown-it';
  const footnote: PluginSimple;
  export default footnote;
}
