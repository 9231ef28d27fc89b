import { Box, Stack, Typography, useTheme } from '@mui/material';
import { GPX_TRIM_METERS, type RouteTrimPreview } from '@journey-canvas/shared';
import { useMemo } from 'react';
import { drawRouteTrim } from './routeTrimDrawing';

const SCALE_BAND = 22;
const distance = (meters: number) => (meters >= 1000 ? `${meters / 1000} km` : `${meters} m`);
const strayNote = (count: number) =>
  count === 1 ? '1 stray fix, off the route, was dropped.' : `${count} stray fixes, off the route, were dropped.`;

/** No map tiles, so nothing outside the machine is asked; the CMS keeps none of the removed parts (decision 085). */
export function RouteTrimMap({ preview }: { preview: RouteTrimPreview }) {
  const { palette } = useTheme();
  const drawing = useMemo(() => drawRouteTrim(preview), [preview]);
  const removedColor = palette.grey[600];
  const { width, height, scale } = drawing;
  return (
    <Box component="figure" sx={{ m: 0, mt: 2 }} aria-labelledby="route-trim-caption">
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height + SCALE_BAND}`}
        role="img"
        aria-label={`Map of the route as readers will see it, and the ${drawing.ends.length} places where its recording starts, stops or pauses, with ${GPX_TRIM_METERS} m around each removed for privacy`}
        data-testid="route-trim-map"
        sx={{ width: '100%', maxWidth: width, display: 'block', bgcolor: 'grey.100', borderRadius: 1 }}
      >
        {drawing.removed.map((d, i) => (
          <path
            key={`removed-${i}`}
            d={d}
            data-part="removed"
            fill="none"
            stroke={removedColor}
            strokeWidth={3}
            strokeDasharray="6 5"
            strokeLinecap="round"
          />
        ))}
        {drawing.kept.map((d, i) => (
          <path
            key={`kept-${i}`}
            d={d}
            data-part="kept"
            fill="none"
            stroke={palette.primary.main}
            strokeWidth={3.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
        {drawing.ends.map(([x, y], i) => (
          <circle key={`end-${i}`} cx={x} cy={y} r={7} data-part="end" fill="white" stroke={palette.error.main} strokeWidth={2.5}>
            <title>Removed for privacy: a place where the recording starts, stops or pauses</title>
          </circle>
        ))}
        {drawing.strays.map(([x, y], i) => (
          <path
            key={`stray-${i}`}
            d={`M${x - 4} ${y - 4} L${x + 4} ${y + 4} M${x - 4} ${y + 4} L${x + 4} ${y - 4}`}
            data-part="stray"
            stroke={removedColor}
            strokeWidth={2}
          >
            <title>Stray fix, dropped</title>
          </path>
        ))}
        <g transform={`translate(12 ${height + SCALE_BAND - 8})`}>
          <line x1={0} x2={scale.length} y1={0} y2={0} stroke={palette.text.primary} strokeWidth={2} />
          <text x={0} y={-5} fontSize={11} fill={palette.text.primary}>
            {distance(scale.meters)}
          </text>
        </g>
      </Box>
      <Stack component="figcaption" id="route-trim-caption" spacing={0.5} sx={{ mt: 1 }}>
        <Typography variant="body2" fontWeight={600}>
          Before you publish: the route as readers will see it
        </Typography>
        <Typography variant="body2" component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>Solid line: the route readers see.</li>
          <li>
            Dashed line: removed for privacy, everything within {GPX_TRIM_METERS} m of where the recording starts, stops or pauses
            (circled).
          </li>
          {drawing.strays.length + drawing.straysOffMap > 0 && <li>{strayNote(drawing.strays.length + drawing.straysOffMap)}</li>}
        </Typography>
      </Stack>
    </Box>
  );
}
