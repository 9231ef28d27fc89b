import { GPX_MAX_BYTES, GPX_TRIM_METERS } from '../../travel-limits';
import { GPX_MESSAGES } from '../../schemas/travel-messages';
import { metersBetween } from './distance';
import { GpxError, readGpx, type GpxPoint, type GpxTrack } from './read-gpx';

/**
 * What is left of a route once both its ends are cut away: every point within `GPX_TRIM_METERS`
 * of the route's first or last point (a straight line: a route leaving home in circles still
 * keeps its distance), and every point in the first and last `GPX_TRIM_METERS` along it. A gap cut
 * in the middle (a route passing its start again) splits its segment; a segment left with one
 * point is no line and goes.
 */
export function trimEnds(track: GpxTrack, meters = GPX_TRIM_METERS): GpxTrack {
  const flat = track.segments.flatMap((segment, index) => segment.map((point) => ({ point, segment: index })));
  const first = flat[0]!.point;
  const last = flat.at(-1)!.point;
  const along: number[] = [0];
  for (let i = 1; i < flat.length; i += 1) along.push(along[i - 1]! + metersBetween(flat[i - 1]!.point, flat[i]!.point));
  const total = along.at(-1)!;
  const kept = (i: number) => {
    const { point } = flat[i]!;
    return (
      along[i]! >= meters &&
      total - along[i]! >= meters &&
      metersBetween(point, first) >= meters &&
      metersBetween(point, last) >= meters
    );
  };

  const segments: GpxPoint[][] = [];
  let current: GpxPoint[] = [];
  flat.forEach(({ point, segment }, i) => {
    const continues = i > 0 && flat[i - 1]!.segment === segment && kept(i - 1);
    if (!continues && current.length > 0) {
      segments.push(current);
      current = [];
    }
    if (kept(i)) current.push(point);
  });
  if (current.length > 0) segments.push(current);
  return { segments: segments.filter((segment) => segment.length >= 2) };
}

/** Coordinates to 6 decimals (about 0.1 m), elevation to 0.1 m: all any map or profile can show. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));
const elevation = (value: number) => String(Number(value.toFixed(1)));

/**
 * A route as a GPX 1.1 file holding only what readers need: one track, its segments, each point's
 * latitude, longitude and elevation. No times, names, descriptions, device (`creator`), metadata,
 * waypoints or extensions (heart rate, cadence, temperature, a device's own data).
 */
export function writeGpx(track: GpxTrack): string {
  const segments = track.segments.map((segment) => {
    const points = segment.map(({ lat, lon, ele }) => {
      const at = `lat="${coordinate(lat)}" lon="${coordinate(lon)}"`;
      return ele === undefined ? `<trkpt ${at}/>` : `<trkpt ${at}><ele>${elevation(ele)}</ele></trkpt>`;
    });
    return `<trkseg>\n${points.join('\n')}\n</trkseg>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Journey Canvas" xmlns="http://www.topografix.com/GPX/1/1">',
    `<trk>\n${segments.join('\n')}\n</trk>`,
    '</gpx>',
    '',
  ].join('\n');
}

/** UTF-8 as XML declares it by default; bytes that are not UTF-8 are no GPX we read. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An uploaded GPX file as the CMS stores it: read safely (`readGpx`), both ends trimmed
 * (`trimEnds`) and written again with nothing but coordinates and elevation (`writeGpx`).
 * Throws a `GpxError` saying why a file is refused.
 */
export function cleanGpx(bytes: Uint8Array): { gpx: string; points: number } {
  if (bytes.byteLength > GPX_MAX_BYTES) throw new GpxError(GPX_MESSAGES.tooLarge);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new GpxError(GPX_MESSAGES.notText);
  }
  const trimmed = trimEnds(readGpx(text));
  if (trimmed.segments.length === 0) throw new GpxError(GPX_MESSAGES.tooShort);
  return { gpx: writeGpx(trimmed), points: trimmed.segments.reduce((sum, segment) => sum + segment.length, 0) };
}
