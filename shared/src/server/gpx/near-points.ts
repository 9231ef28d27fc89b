import type { LatLon } from './distance';

/** As `distance.ts`. */
const EARTH_RADIUS_METERS = 6_371_008.8;
/** Cube indices stay within ±32,000 for 100 m cubes or larger. */
const OFFSET = 1 << 16;
/**
 * A real recording has a few hundred fixes near any stop; a crafted file could take minutes. Past
 * this, the place counts as near and goes: the safe way to be wrong.
 */
export const MAX_MEASURED = 4000;

function inSpace({ lat, lon }: LatLon): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lon * Math.PI) / 180;
  return [
    EARTH_RADIUS_METERS * Math.cos(phi) * Math.cos(lambda),
    EARTH_RADIUS_METERS * Math.cos(phi) * Math.sin(lambda),
    EARTH_RADIUS_METERS * Math.sin(phi),
  ];
}

/**
 * Filed by cubes of side `meters` in space, so the poles and the date line need no care. The chord
 * is shorter than the way over the Earth, so a point within reach is never beyond the next cube.
 */
export class NearPoints {
  private readonly cubes = new Map<number, number[]>();
  private readonly reach: number;

  constructor(
    points: Iterable<LatLon>,
    private readonly meters: number,
  ) {
    const chord = 2 * EARTH_RADIUS_METERS * Math.sin(meters / (2 * EARTH_RADIUS_METERS));
    this.reach = chord * chord;
    for (const point of points) {
      const at = inSpace(point);
      const cube = this.cubeKey(at, 0, 0, 0);
      const list = this.cubes.get(cube);
      if (list) list.push(at[0], at[1], at[2]);
      else this.cubes.set(cube, [...at]);
    }
  }

  near(place: LatLon): boolean {
    const at = inSpace(place);
    const [x, y, z] = at;
    let measured = 0;
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dz = -1; dz <= 1; dz += 1) {
          const list = this.cubes.get(this.cubeKey(at, dx, dy, dz));
          if (!list) continue;
          measured += list.length / 3;
          if (measured > MAX_MEASURED) return true;
          for (let i = 0; i < list.length; i += 3) {
            const ex = list[i]! - x;
            const ey = list[i + 1]! - y;
            const ez = list[i + 2]! - z;
            if (ex * ex + ey * ey + ez * ez < this.reach) return true;
          }
        }
    return false;
  }

  private cubeKey(at: [number, number, number], dx: number, dy: number, dz: number): number {
    const index = (value: number, shift: number) => Math.floor(value / this.meters) + shift + OFFSET;
    return (index(at[0], dx) * 2 * OFFSET + index(at[1], dy)) * 2 * OFFSET + index(at[2], dz);
  }
}
