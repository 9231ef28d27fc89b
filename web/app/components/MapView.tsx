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
      {map.stopsLine && <polyline className="map-stops-line" points={map.stopsLine.join(' ')} aria-hidden="true" />}
      {map.markers.map(
        (marker) =>
          marker.anchor && (
            <g key={`anchor-${marker.label}`} className="map-anchor" aria-hidden="true">
              <line x1={marker.anchor.x} y1={marker.anchor.y} x2={marker.x} y2={marker.y} />
              <circle cx={marker.anchor.x} cy={marker.anchor.y} r={3} />
            </g>
          ),
      )}
      {map.markers.map((marker) =>
        marker.href ? (
          <a key={`${marker.href}-${marker.x}-${marker.y}`} href={marker.href} aria-label={marker.label} className="map-marker">
            <title>{marker.label}</title>
            <circle cx={marker.x} cy={marker.y} r={7} />
          </a>
        ) : (
          <g
            key={`${marker.label}-${marker.x}-${marker.y}`}
            className={marker.number === null ? 'map-marker' : 'map-marker map-stop'}
            aria-hidden="true"
          >
            <circle cx={marker.x} cy={marker.y} r={marker.number === null ? 7 : 11} />
            {marker.number !== null && (
              <text x={marker.x} y={marker.y} dy="0.35em" textAnchor="middle">
                {marker.number}
              </text>
            )}
          </g>
        ),
      )}
      {map.scale && (
        <g className="map-scale" transform={`translate(16 ${map.height - 16})`} aria-hidden="true">
          <path d={`M0 -6 V0 H${map.scale.width} V-6`} />
          <text x={map.scale.width + 8} y={0}>
            {map.scale.label}
          </text>
        </g>
      )}
    </svg>
  );
}
