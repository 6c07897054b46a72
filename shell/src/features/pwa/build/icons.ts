// The app's icons, drawn at build time from the logo's shapes (shell/public/favicon.svg): the rounded
// gradient square with the white star, and a maskable variant whose art stays inside the safe zone.
import { encodePng } from './png';

/** The logo's geometry on its 64 × 64 canvas (favicon.svg). */
const STAR: ReadonlyArray<readonly [number, number]> = [
  [32, 10],
  [37.9, 22.9],
  [52, 24.5],
  [41.5, 34],
  [44.4, 47.9],
  [32, 40.8],
  [19.6, 47.9],
  [22.5, 34],
  [12, 24.5],
  [26.1, 22.9],
];
const DOT = { x: 32, y: 31, r: 4.5 };
const CORNER_RADIUS = 14;
const FROM = [0xb4, 0x23, 0x6b] as const;
const TO = [0x5b, 0x2b, 0xb5] as const;
/** Samples per pixel along each axis, for smooth edges. */
const SAMPLES = 4;

export interface IconFile {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** The icons the manifest lists. */
export const ICONS: readonly IconFile[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

function insideStar(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = STAR.length - 1; i < STAR.length; j = i, i += 1) {
    const [xi, yi] = STAR[i]!;
    const [xj, yj] = STAR[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, CORNER_RADIUS), 64 - CORNER_RADIUS);
  const cy = Math.min(Math.max(y, CORNER_RADIUS), 64 - CORNER_RADIUS);
  return x >= 0 && x <= 64 && y >= 0 && y <= 64 && (x - cx) ** 2 + (y - cy) ** 2 <= CORNER_RADIUS ** 2;
}

const mix = (t: number) => FROM.map((from, index) => from + (TO[index]! - from) * t);

/** The icon as RGBA pixels. A maskable icon fills its square and draws the art at `scale` around the centre. */
export function drawIcon(size: number, purpose: IconFile['purpose']): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const scale = purpose === 'maskable' ? 0.8 : 1;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          // The sample on the 64-unit canvas.
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 64;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 64;
          if (purpose === 'any' && !insideRoundedSquare(x, y)) continue;
          const artX = 32 + (x - 32) / scale;
          const artY = 32 + (y - 32) / scale;
          let colour = mix((x + y) / 128);
          if ((artX - DOT.x) ** 2 + (artY - DOT.y) ** 2 <= DOT.r ** 2) colour = [...FROM];
          else if (insideStar(artX, artY)) colour = [255, 255, 255];
          covered += 1;
          for (let channel = 0; channel < 3; channel += 1) sum[channel]! += colour[channel]!;
        }
      }
      const offset = (py * size + px) * 4;
      if (covered === 0) continue;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.round(sum[channel]! / covered);
      }
      pixels[offset + 3] = Math.round((covered / SAMPLES ** 2) * 255);
    }
  }
  return pixels;
}

export function iconPng(icon: IconFile): Buffer {
  return encodePng(icon.size, icon.size, drawIcon(icon.size, icon.purpose));
}
