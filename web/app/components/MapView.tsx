import { useId } from 'react';
import type { MapData } from '../map/map-types';

/** No script and nothing from a third party: the site's own SVG image, with markers in an inline SVG over it. */
export function MapView({ map, className = '' }: { map: MapData; className?: string }) {
  const titleId = useId();
  const linked = map.markers.some((marker) => marker.href);
  return (
    <svg
      className={`map ${className}`.trim()}
      viewBox={`0 0 ${map.width} ${map.height}`}
      role={linked ? 'group' : 'img'}
      aria-labelledby={titleId}
    >
      <title id={titleId}>{map.title}</title>
      <image href={map.src} width={map.width} height={map.height} aria-hidden="true" />
      {map.markers.map((marker) =>
        marker.href ? (
          <a key={`${marker.href}-${marker.x}-${marker.y}`} href={marker.href} aria-label={marker.label} className="map-marker">
            <title>{marker.label}</title>
            <circle cx={marker.x} cy={marker.y} r={7} />
          </a>
        ) : (
          <g key={`${marker.label}-${marker.x}-${marker.y}`} className="map-marker" aria-hidden="true">
            <circle cx={marker.x} cy={marker.y} r={marker.number === null ? 7 : 10} />
            {marker.number !== null && (
              <text x={marker.x} y={marker.y} dy="0.35em" textAnchor="middle">
                {marker.number}
              </text>
            )}
          </g>
        ),
      )}
    </svg>
  );
}
