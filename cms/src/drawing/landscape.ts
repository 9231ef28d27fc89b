import sharp from 'sharp';

/** Drawn on the machine, so the demo stories have images without downloading any. */
export async function drawLandscape(
  palette: readonly [string, string, string, string, string],
  seed: number,
  width = 1600,
  height = 1000,
): Promise<Buffer> {
  const [skyTop, skyBottom, sun, farHills, nearHills] = palette;
  const wave = (base: number, amplitude: number, phase: number) => {
    const points = Array.from({ length: 17 }, (_, i) => {
      const x = (i / 16) * width;
      const y = base + Math.sin(i * 0.7 + phase) * amplitude + Math.cos(i * 1.3 + phase * 2) * amplitude * 0.4;
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    return `M0,${height} L${points.join(' L')} L${width},${height} Z`;
  };
  const sunX = width * (0.25 + ((seed * 37) % 50) / 100);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${height * 0.38}" r="${height * 0.11}" fill="${sun}" opacity="0.9"/>
    <path d="${wave(height * 0.62, height * 0.06, seed)}" fill="${farHills}"/>
    <path d="${wave(height * 0.78, height * 0.05, seed * 1.7 + 1)}" fill="${nearHills}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
