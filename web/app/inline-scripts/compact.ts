/** A browser script as the reader downloads it: without its comments and indentation (the files keep them for us). */
export const compactScript = (source: string) =>
  source
    .replace(/^\s*\/\*[\s\S]*?\*\/\s*$/gm, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s+/gm, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
