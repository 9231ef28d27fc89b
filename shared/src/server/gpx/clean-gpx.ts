import type { RouteTrimPreview } from '../../route-trim';
import { GPX_MAX_BYTES } from '../../travel-limits';
import { GPX_MESSAGES } from '../../schemas/travel-messages';
import { GpxError, readGpx, type GpxTrack } from './read-gpx';
import { trimPreview } from './trim-preview';
import { trimRoute } from './trim-route';

/** 6 decimals is about 0.1 m: all any map or profile can show. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));
const elevation = (value: number) => String(Number(value.toFixed(1)));

/** Only what readers need: no times, names, device, metadata, waypoints or extensions (heart rate and the like). */
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

const toWrittenPrecision = (track: GpxTrack): GpxTrack => ({
  segments: track.segments.map((segment) =>
    segment.map((point) => ({ ...point, lat: Number(coordinate(point.lat)), lon: Number(coordinate(point.lon)) })),
  ),
});

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An uploaded GPX file as the CMS stores it (decision 062); `preview` is for the editor's eyes only. */
export function cleanGpx(bytes: Uint8Array): { gpx: string; points: number; preview: RouteTrimPreview } {
  if (bytes.byteLength > GPX_MAX_BYTES) throw new GpxError(GPX_MESSAGES.tooLarge);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new GpxError(GPX_MESSAGES.notText);
  }
  // Trimmed as written: a point kept 200.05 m from a stop must not be rounded to within 200 m of it.
  const trimmed = trimRoute(toWrittenPrecision(readGpx(text)));
  const { segments } = trimmed.kept;
  if (segments.length === 0) throw new GpxError(GPX_MESSAGES.tooShort);
  return {
    gpx: writeGpx(trimmed.kept),
    points: segments.reduce((sum, segment) => sum + segment.length, 0),
    preview: trimPreview(trimmed),
  };
}
