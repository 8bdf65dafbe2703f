/**
 * A palette image the demo image host draws covers on (filled rectangles and circles) and its PNG encoding
 * (colour type 3, one byte per pixel, the PNG specification's filter 0 on every row).
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export class Raster {
  readonly pixels: Uint8Array;
  readonly palette: Rgb[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height);
    this.colour(background);
  }

  /** The palette index of `rgb` (added on first use; at most 256). */
  colour(rgb: Rgb): number {
    const i = this.palette.findIndex((c) => c[0] === rgb[0] && c[1] === rgb[1] && c[2] === rgb[2]);
    if (i >= 0) return i;
    if (this.palette.length === 256) throw new Error('a palette holds 256 colours');
    return this.palette.push(rgb) - 1;
  }

  /** Fills the rectangle (clipped to the image). */
  rect(x: number, y: number, w: number, h: number, rgb: Rgb): void {
    const c = this.colour(rgb);
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(this.width, Math.round(x + w));
    for (let row = Math.max(0, Math.round(y)); row < Math.min(this.height, Math.round(y + h)); row++)
      this.pixels.fill(c, row * this.width + x0, row * this.width + Math.max(x0, x1));
  }

  /** Fills the circle (clipped to the image). */
  circle(cx: number, cy: number, r: number, rgb: Rgb): void {
    for (let dy = -Math.floor(r); dy <= r; dy++) {
      const half = Math.sqrt(r * r - dy * dy);
      this.rect(cx - half, cy + dy, 2 * half, 1, rgb);
    }
  }

  png(): Buffer {
    const raw = Buffer.alloc((this.width + 1) * this.height);
    for (let row = 0; row < this.height; row++)
      raw.set(this.pixels.subarray(row * this.width, (row + 1) * this.width), row * (this.width + 1) + 1);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 3, 0, 0, 0], 8); // 8 bits per index, palette colour, deflate, filter 0, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('PLTE', Buffer.from(this.palette.flat())),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(type)), 0);
  return Buffer.concat([head, data, tail]);
}
