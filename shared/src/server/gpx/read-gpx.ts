import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { GPX_MAX_POINTS } from '../../travel-limits';
import { GPX_MESSAGES } from '../../schemas/travel-messages';
import type { LatLon } from './distance';

/** `ele` in metres, `time` in ms since 1970; the time only finds pauses and strays and is never written back. */
export interface GpxPoint extends LatLon {
  ele?: number;
  time?: number;
}

export interface GpxTrack {
  segments: GpxPoint[][];
}

export class GpxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GpxError';
  }
}

/** Configured so that nothing in a file can expand: no entities, values kept as text. */
const REPEATED = new Set(['trk', 'trkseg', 'trkpt', 'rte', 'rtept']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: true,
  isArray: (name) => REPEATED.has(name),
});

/** How XML bombs (billion laughs) and external entities come in. */
const DECLARATIONS = /<!\s*(?:DOCTYPE|ENTITY)/i;
const POINT_TAG = /<(?:[\w.-]+:)?(?:trkpt|rtept)[\s/>]/g;

/** Counted without parsing, so a file of millions is refused before it is parsed. */
function countPoints(text: string): number {
  POINT_TAG.lastIndex = 0;
  let count = 0;
  while (POINT_TAG.exec(text) && count <= GPX_MAX_POINTS) count += 1;
  return count;
}

type XmlNode = Record<string, unknown>;
const nodes = (value: unknown): XmlNode[] => (Array.isArray(value) ? (value as XmlNode[]) : []);

function toPoint(node: XmlNode, position: number): GpxPoint {
  const lat = Number(node.lat);
  const lon = Number(node.lon);
  const valid = node.lat !== undefined && node.lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  if (!valid || !Number.isFinite(lat) || !Number.isFinite(lon)) throw new GpxError(GPX_MESSAGES.badPoint(position));
  const ele = typeof node.ele === 'string' && node.ele.trim() !== '' ? Number(node.ele) : NaN;
  const time = typeof node.time === 'string' ? Date.parse(node.time.trim()) : NaN;
  return {
    lat,
    lon,
    ...(Number.isFinite(ele) ? { ele } : {}),
    ...(Number.isFinite(time) ? { time } : {}),
  };
}

export const looksLikeXml = (text: string) => /^\uFEFF?\s*</.test(text);

/** Tracks' segments and routes in document order; waypoints are not a route and are ignored. */
export function readGpx(text: string): GpxTrack {
  if (!looksLikeXml(text)) throw new GpxError(GPX_MESSAGES.notText);
  if (DECLARATIONS.test(text)) throw new GpxError(GPX_MESSAGES.declarations);
  const points = countPoints(text);
  if (points > GPX_MAX_POINTS) throw new GpxError(GPX_MESSAGES.tooManyPoints);
  const valid = XMLValidator.validate(text.replace(/^\uFEFF/, ''));
  if (valid !== true) throw new GpxError(GPX_MESSAGES.malformed(`line ${valid.err.line}: ${valid.err.msg}`));

  let document: XmlNode;
  try {
    document = parser.parse(text) as XmlNode;
  } catch (error) {
    // The validator passes, the parser refuses: nesting too deep, or a name such as __proto__.
    throw new GpxError(GPX_MESSAGES.malformed((error as Error).message));
  }
  const root = Object.keys(document)[0] ?? 'none';
  if (root !== 'gpx') throw new GpxError(GPX_MESSAGES.notGpx(root));
  const gpx = (document.gpx ?? {}) as XmlNode;
  const lists = [
    ...nodes(gpx.trk).flatMap((track) => nodes(track.trkseg).map((segment) => nodes(segment.trkpt))),
    ...nodes(gpx.rte).map((route) => nodes(route.rtept)),
  ];
  let position = 0;
  const segments = lists
    .map((list) => list.map((node) => toPoint(typeof node === 'object' && node !== null ? node : {}, (position += 1))))
    .filter((segment) => segment.length > 0);
  if (segments.length === 0) throw new GpxError(GPX_MESSAGES.noPoints);
  return { segments };
}
