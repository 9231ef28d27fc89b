/** `/uploads/…` paths in a story's HTML are the CMS's; sanitize-html double-quotes attributes, so each is read whole. */
export function withMediaOrigin(html: string, cmsPublicUrl: string): string {
  return html
    .replace(/ (src|href)="(\/uploads\/[^"]*)"/g, (_whole, name: string, path: string) => ` ${name}="${cmsPublicUrl}${path}"`)
    .replace(
      / srcset="([^"]*)"/g,
      (_whole, set: string) => ` srcset="${set.replace(/(^|, )\/uploads\//g, `$1${cmsPublicUrl}/uploads/`)}"`,
    );
}
