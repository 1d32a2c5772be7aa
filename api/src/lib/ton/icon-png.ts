import { deflateSync } from "node:zlib";

/** The app icon wallets show beside "JadeVerse" (TON Connect wants a 180 × 180 PNG). */
export const ICON_SIZE = 180;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Jade on a dark tile: a radial jade gem (a circle with a highlight) on the brand's night background. */
function pixel(x: number, y: number): [number, number, number, number] {
  const c = ICON_SIZE / 2;
  const d = Math.hypot(x - c, y - c) / (ICON_SIZE * 0.36);
  if (d > 1) return [12, 20, 18, 255];
  const highlight = Math.max(0, 1 - Math.hypot(x - c * 0.8, y - c * 0.75) / (ICON_SIZE * 0.22));
  const shade = 1 - d * 0.45;
  const r = Math.round(20 * shade + 200 * highlight * 0.6);
  const g = Math.round(190 * shade + 55 * highlight);
  const b = Math.round(120 * shade + 120 * highlight * 0.6);
  // Anti-aliased rim.
  const alpha = d > 0.97 ? Math.round(255 * (1 - (d - 0.97) / 0.03)) : 255;
  const mix = (fg: number, bg: number) => Math.round((fg * alpha + bg * (255 - alpha)) / 255);
  return [mix(Math.min(255, r), 12), mix(Math.min(255, g), 20), mix(Math.min(255, b), 18), 255];
}

let cached: Buffer | undefined;

/** A valid 8-bit RGBA PNG, drawn once per process. */
export function tonConnectIconPng(): Buffer {
  if (cached) return cached;
  const raw = Buffer.alloc(ICON_SIZE * (ICON_SIZE * 4 + 1));
  for (let y = 0; y < ICON_SIZE; y++) {
    const row = y * (ICON_SIZE * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < ICON_SIZE; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(ICON_SIZE, 0);
  header.writeUInt32BE(ICON_SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  cached = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return cached;
}
