import { inflateSync } from 'node:zlib';
import { appManifest } from './app-manifest';
import { drawIcon, iconPng, ICONS } from './icons';
import { encodePng } from './png';

/** The pixel at (x, y) as [r, g, b, a]. */
const pixel = (pixels: Uint8Array, size: number, x: number, y: number) => [
  ...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4),
];

describe('encodePng', () => {
  it('writes a PNG signature, its size in IHDR, and the rows behind filter bytes', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 128]);
    const png = encodePng(2, 1, rgba);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([2, 1, 8, 6]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect([...inflateSync(png.subarray(41, 41 + idatLength))]).toEqual([0, ...rgba]);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });

  it('refuses pixels of another size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(4))).toThrow('expected 16 bytes');
  });
});

describe('the icons', () => {
  it('draws the logo: transparent rounded corners, the gradient, the white star and its dot', () => {
    const size = 64;
    const pixels = drawIcon(size, 'any');
    expect(pixel(pixels, size, 0, 0)[3]).toBe(0);
    expect(pixel(pixels, size, 4, 32)).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      255,
    ]);
    expect(pixel(pixels, size, 32, 16)).toEqual([255, 255, 255, 255]);
    expect(pixel(pixels, size, 32, 31)).toEqual([0xb4, 0x23, 0x6b, 255]);
  });

  it('fills the whole square of a maskable icon, the art inside the safe zone', () => {
    const size = 64;
    const pixels = drawIcon(size, 'maskable');
    for (const [x, y] of [
      [0, 0],
      [63, 0],
      [0, 63],
      [63, 63],
    ] as const) {
      expect(pixel(pixels, size, x, y)[3]).toBe(255);
    }
    // White only within the central circle of radius 40% that every mask keeps.
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const white = pixel(pixels, size, x, y)
          .slice(0, 3)
          .every((channel) => channel === 255);
        if (white) expect(Math.hypot(x + 0.5 - 32, y + 0.5 - 32)).toBeLessThan(0.4 * size);
      }
    }
  });

  it('lists each icon in the manifest at the size it is drawn', () => {
    const manifest = appManifest('説明');
    expect(manifest.icons).toEqual(
      ICONS.map((icon) => ({
        src: icon.file,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    );
    const png = iconPng(ICONS[0]!);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
  });
});
