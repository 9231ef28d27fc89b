import type { RouteSummary } from '@journey-canvas/shared/server';

export interface ProfileView {
  width: number;
  height: number;
  area: string;
  line: string;
  lowest: number;
  highest: number;
  lowestY: number;
  highestY: number;
  distance: string;
}

export interface RouteView {
  distance: string;
  ascent: string;
  descent: string;
  profile: ProfileView | null;
  download: string;
}

/** "850 m", "3.4 km", "12 km". */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  const km = meters / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString('en-US')} km`;
}

/** Room on the left for a four-digit elevation and below for the distance. */
export const PROFILE = { width: 640, height: 160, left: 64, right: 8, top: 12, bottom: 24 };

/** Distance across, elevation up, the lowest point on the floor. */
export function profileView(profile: [number, number][], distanceMeters: number): ProfileView | null {
  if (profile.length < 2 || distanceMeters <= 0) return null;
  const elevations = profile.map(([, elevation]) => elevation);
  const lowest = Math.floor(Math.min(...elevations));
  const highest = Math.ceil(Math.max(...elevations));
  const span = Math.max(highest - lowest, 10);
  const { width, height, left, right, top, bottom } = PROFILE;
  const x = (along: number) => left + ((width - left - right) * along) / distanceMeters;
  const y = (elevation: number) => top + (height - top - bottom) * (1 - (elevation - lowest) / span);
  const points = profile.map(([along, elevation]) => `${x(along).toFixed(1)},${y(elevation).toFixed(1)}`);
  const line = `M${points.join('L')}`;
  const floor = (height - bottom).toFixed(1);
  return {
    width,
    height,
    line,
    area: `${line}L${x(distanceMeters).toFixed(1)},${floor}L${left},${floor}Z`,
    lowest,
    highest,
    lowestY: y(lowest),
    highestY: y(highest),
    distance: formatDistance(distanceMeters),
  };
}

export function routeView(summary: RouteSummary, slug: string): RouteView {
  return {
    distance: formatDistance(summary.distanceMeters),
    ascent: `${summary.ascentMeters.toLocaleString('en-US')} m`,
    descent: `${summary.descentMeters.toLocaleString('en-US')} m`,
    profile: profileView(summary.profile, summary.distanceMeters),
    download: `/articles/${encodeURIComponent(slug)}/route.gpx`,
  };
}
