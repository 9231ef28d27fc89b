import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import type { RenderOptions } from './render-options';
import { pictureHtml, storyPicture, type StoryPicture } from './story-pictures';

/** Where a story's players come from once a reader presses play: the page's CSP allows these frames and no others. */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
] as const;

export interface Embed {
  provider: 'YouTube' | 'Vimeo' | 'OpenStreetMap';
  /** What a reader without JavaScript, a feed or an email follows: the provider's own page. */
  page: string;
  /** The player, loaded only when pressed, from one of `EMBED_FRAME_ORIGINS`. */
  player: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;

/** `1h2m3s`, `90s` or `90`, as YouTube's `t` parameter writes a start time. */
function seconds(time: string | null): number | undefined {
  const match = time?.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/);
  if (!match || !time) return undefined;
  const total = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return total > 0 ? total : undefined;
}

function youtube(url: URL): Embed | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)$/)?.[1]
        : undefined;
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return {
    provider: 'YouTube',
    page: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
    player: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`,
  };
}

function vimeo(url: URL): Embed | undefined {
  const host = url.hostname.replace(/^www\./, '');
  const match =
    host === 'vimeo.com'
      ? url.pathname.match(/^\/(\d{1,12})(?:\/([\da-f]{1,20}))?\/?$/)
      : host === 'player.vimeo.com'
        ? url.pathname.match(/^\/video\/(\d{1,12})\/?$/)
        : null;
  if (!match) return undefined;
  const hash = match[2] ?? url.searchParams.get('h');
  const privacy = hash && /^[\da-f]{1,20}$/.test(hash) ? `&h=${hash}` : '';
  return {
    provider: 'Vimeo',
    page: `https://vimeo.com/${match[1]}${hash && privacy ? `/${hash}` : ''}`,
    // `dnt=1`: Vimeo's player sets no cookie and keeps no session data.
    player: `https://player.vimeo.com/video/${match[1]}?dnt=1&autoplay=1${privacy}`,
  };
}

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/** `#map=zoom/lat/lon`, with `mlat`/`mlon` for a marker: the same place in OpenStreetMap's embeddable map. */
function openStreetMap(url: URL): Embed | undefined {
  if (url.hostname.replace(/^www\./, '') !== 'openstreetmap.org') return undefined;
  const view = url.hash.match(/^#map=(\d{1,2})\/(-?[\d.]+)\/(-?[\d.]+)/);
  const markerLat = Number(url.searchParams.get('mlat'));
  const markerLon = Number(url.searchParams.get('mlon'));
  const marker = url.searchParams.has('mlat') && inRange(markerLat, 90) && inRange(markerLon, 180);
  const zoom = Math.min(Number(view?.[1] ?? (marker ? 14 : NaN)), 19);
  const lat = Number(view?.[2] ?? markerLat);
  const lon = Number(view?.[3] ?? markerLon);
  if (!Number.isFinite(zoom) || !inRange(lat, 90) || !inRange(lon, 180)) return undefined;
  // About the span a 720-pixel-wide frame shows at this zoom.
  const halfWidth = (360 / 2 ** zoom) * 1.4;
  const halfHeight = halfWidth * 0.6 * Math.cos((lat * Math.PI) / 180);
  return {
    provider: 'OpenStreetMap',
    page: `https://www.openstreetmap.org/${marker ? `?mlat=${markerLat}&mlon=${markerLon}` : ''}#map=${zoom}/${lat}/${lon}`,
    player: openStreetMapPlayer(
      { west: lon - halfWidth, south: lat - halfHeight, east: lon + halfWidth, north: lat + halfHeight },
      marker ? `${markerLat},${markerLon}` : undefined,
    ),
  };
}

/** OpenStreetMap's embeddable map of a box, with a pin where one is given: the one address both kinds of map frame. */
const openStreetMapPlayer = ({ west, south, east, north }: MapBounds, marker?: string) =>
  `https://www.openstreetmap.org/export/embed.html?bbox=${[west, south, east, north].map((n) => n.toFixed(5)).join(',')}&layer=mapnik${
    marker ? `&marker=${marker}` : ''
  }`;

/** Degrees of a box on the map: west and east longitudes, south and north latitudes. */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** OpenStreetMap's own map of a box (a story's stops and route), to load when the reader asks. */
export function openStreetMapAround({ west, south, east, north }: MapBounds): Embed {
  const [lat, lon] = [(south + north) / 2, (west + east) / 2].map((n) => n.toFixed(5));
  const zoom = Math.max(1, Math.min(18, Math.floor(Math.log2(360 / Math.max(east - west, 1e-4)))));
  return {
    provider: 'OpenStreetMap',
    page: `https://www.openstreetmap.org/#map=${zoom}/${lat}/${lon}`,
    player: openStreetMapPlayer({ west, south, east, north }),
  };
}

/** The player for a YouTube, Vimeo or OpenStreetMap address; any other address is no embed. */
export function embedOf(address: string): Embed | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return youtube(url) ?? vimeo(url) ?? openStreetMap(url);
}

interface EmbedMeta {
  embed: Embed;
  title?: string;
  poster?: StoryPicture;
}

const meaningful = (children: Token[]) =>
  children.filter((child) => child.type !== 'softbreak' && !(child.type === 'text' && !child.content.trim()));

/** A paragraph that is one link to a known provider, with words and at most one picture inside: its embed. */
function embedIn(inline: Token | undefined): EmbedMeta | undefined {
  const children = meaningful(inline?.children ?? []);
  const [open, ...inside] = children;
  const close = inside.pop();
  if (open?.type !== 'link_open' || close?.type !== 'link_close') return undefined;
  if (inside.some((child) => !['text', 'image', 'text_special', 'code_inline'].includes(child.type))) return undefined;
  const embed = embedOf(open.attrGet('href') ?? '');
  if (!embed) return undefined;
  const pictures = inside.filter((child) => child.type === 'image');
  if (pictures.length > 1) return undefined;
  const words = inside
    .filter((child) => child.type !== 'image')
    .map((child) => child.content)
    .join('')
    .trim();
  // A bare address (linkified) has no title of its own.
  const title = open.markup === 'linkify' || words === open.attrGet('href') ? undefined : words || undefined;
  return { embed, title, poster: pictures[0] && storyPicture(pictures[0]) };
}

function collectEmbeds(state: StateCore): void {
  for (let i = 0; i < state.tokens.length; i++) {
    if (state.tokens[i]!.type !== 'paragraph_open') continue;
    const meta = embedIn(state.tokens[i + 1]);
    if (!meta) continue;
    const token = new state.Token('story_embed', 'figure', 0);
    token.block = true;
    token.map = state.tokens[i]!.map;
    token.meta = meta;
    state.tokens.splice(i, 3, token);
  }
}

const VERB = { YouTube: 'Play', Vimeo: 'Play', OpenStreetMap: 'Show the map' } as const;
const UNTITLED = { YouTube: 'A video', Vimeo: 'A video', OpenStreetMap: 'A map' } as const;

/**
 * A facade: the poster (or a drawn one), a play button, the title and the provider's name, linking to
 * the provider's page. Nothing is asked of the provider until the reader presses it; then the page's
 * inline script (`web/app/inline-scripts/embeds.js`) puts the player in its place.
 */
function embedHtml(markdown: MarkdownIt, { embed, title, poster }: EmbedMeta, env: RenderOptions): string {
  const escape = markdown.utils.escapeHtml;
  const name = title ?? UNTITLED[embed.provider];
  if ((env.target ?? 'page') !== 'page') {
    const picture = poster ? `${pictureHtml(markdown, poster, env)}<br />` : '';
    return `<p><a href="${escape(embed.page)}">${picture}${escape(name)} (${embed.provider})</a></p>\n`;
  }
  const label = `${VERB[embed.provider]}: ${name} (${embed.provider})`;
  const image = poster
    ? pictureHtml(markdown, { ...poster, alt: '' }, env)
    : '<span class="story-embed-drawn" aria-hidden="true"></span>';
  return (
    `<figure class="story-embed">` +
    `<a class="story-embed-facade" href="${escape(embed.page)}" rel="noopener noreferrer" aria-label="${escape(label)}" data-embed="${escape(embed.player)}" data-embed-title="${escape(name)}">` +
    `${image}<span class="story-embed-play" aria-hidden="true"></span></a>` +
    `<figcaption>${escape(name)} <span class="story-embed-provider">· ${embed.provider}</span></figcaption></figure>\n`
  );
}

/** A YouTube, Vimeo or OpenStreetMap address alone on its line (`[![poster](/uploads/…) Title](address)` names it). */
export function useEmbeds(markdown: MarkdownIt): void {
  markdown.core.ruler.push('story_embeds', collectEmbeds);
  markdown.renderer.rules.story_embed = (tokens, i, _options, env: RenderOptions) =>
    embedHtml(markdown, tokens[i]!.meta as EmbedMeta, env);
}

/** Whether rendered HTML holds a facade, so the page adds the few lines that play it. */
export const hasEmbeds = (html: string) => html.includes('class="story-embed-facade"');
