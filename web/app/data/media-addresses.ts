/**
 * Pictures and files a story's text names by the CMS's own path (`/uploads/…`, as Strapi's media
 * library shows them) are the CMS's, not the site's: their address on its public origin. Every
 * page and feed that shows a story's HTML goes through this. sanitize-html writes each attribute
 * in double quotes, so an address is read whole.
 */
export function withMediaOrigin(html: string, cmsPublicUrl: string): string {
  return html.replace(
    / (src|href)="(\/uploads\/[^"]*)"/g,
    (_whole, name: string, path: string) => ` ${name}="${cmsPublicUrl}${path}"`,
  );
}
