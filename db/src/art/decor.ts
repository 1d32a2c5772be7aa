import type { Paint } from "./glyphs.ts";
import { drawGlyph } from "./glyphs.ts";
import type { Motif } from "./motifs.ts";
import type { Palette } from "./palette.ts";
import { esc, polar, r2 } from "./svg-utils.ts";

/** Ids are prefixed per image so art inlined side by side never shares a gradient by accident. */
export function defs(id: string, p: Palette): string {
  return `<defs>
<linearGradient id="${id}-bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>
<radialGradient id="${id}-glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.8"/><stop offset="0.5" stop-color="${p.glow}" stop-opacity="0.2"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-glyph" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.glyphLight}"/><stop offset="1" stop-color="${p.glyphDark}"/></linearGradient>
<linearGradient id="${id}-frame" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.frame}"/><stop offset="0.5" stop-color="${p.frameDeep}"/><stop offset="1" stop-color="${p.frame}"/></linearGradient>
<linearGradient id="${id}-plate" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bgBottom}" stop-opacity="0"/><stop offset="0.45" stop-color="${p.bgBottom}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>
<filter id="${id}-shadow" x="-25%" y="-25%" width="150%" height="150%"><feDropShadow dx="0" dy="4" stdDeviation="5" flood-color="#000" flood-opacity="0.55"/></filter>
</defs>`;
}

/** Alternating light wedges radiating from a point. */
export function rays(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  turn: number,
  colour: string,
): string {
  const step = 360 / count;
  const wedges = Array.from({ length: count }, (_, i) => {
    const [x0, y0] = polar(cx, cy, radius, turn + i * step);
    const [x1, y1] = polar(cx, cy, radius, turn + i * step + step / 2);
    return `M${r2(cx)} ${r2(cy)} L${x0} ${y0} L${x1} ${y1} Z`;
  }).join(" ");
  return `<path d="${wedges}" fill="${colour}" opacity="0.09"/>`;
}

/** Rows of overlapping arcs (the "blue sea" pattern) along the bottom edge. */
export function waves(width: number, top: number, height: number, size: number, colour: string): string {
  const arcs: string[] = [];
  for (let row = 0, y = top; y < top + height + size; row++, y += size / 2) {
    const offset = row % 2 === 0 ? 0 : size / 2;
    for (let x = -size + offset; x < width + size; x += size) {
      for (const k of [1, 0.66, 0.33]) {
        const rr = r2((size / 2) * k);
        arcs.push(`M${r2(x - rr)} ${r2(y)} A${rr} ${rr} 0 0 1 ${r2(x + rr)} ${r2(y)}`);
      }
    }
  }
  return `<path d="${arcs.join(" ")}" fill="none" stroke="${colour}" stroke-width="1.4" opacity="0.12"/>`;
}

/** Four-pointed twinkles scattered by the image's own PRNG. */
export function sparkles(
  rand: () => number,
  width: number,
  height: number,
  count: number,
  colour: string,
): string {
  const stars = Array.from({ length: count }, () => {
    const x = r2(width * (0.06 + rand() * 0.88));
    const y = r2(height * (0.06 + rand() * 0.6));
    const s = r2(3 + rand() * 7);
    const t = r2(s / 4);
    return `M${x} ${r2(y - s)} L${r2(x + t)} ${r2(y - t)} L${r2(x + s)} ${y} L${r2(x + t)} ${r2(y + t)} L${x} ${r2(y + s)} L${r2(x - t)} ${r2(y + t)} L${r2(x - s)} ${y} L${r2(x - t)} ${r2(y - t)} Z`;
  }).join(" ");
  return `<path d="${stars}" fill="${colour}" opacity="0.8"/>`;
}

/** The motif scaled into a square at (cx, cy) of side `size`, with a glow behind it. */
export function emblem(
  id: string,
  motif: Motif,
  p: Palette,
  cx: number,
  cy: number,
  size: number,
  tilt = 0,
): string {
  const paint: Paint = { fill: `url(#${id}-glyph)`, light: p.glyphLight, accent: p.accent, ink: p.ink };
  const scale = r2(size / 100);
  const x = r2(cx - size / 2);
  const y = r2(cy - size / 2);
  return `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(size * 0.78)}" fill="url(#${id}-glow)"/>
<g filter="url(#${id}-shadow)"><g transform="translate(${x} ${y}) scale(${scale}) rotate(${r2(tilt)} 50 50)">${drawGlyph(motif, paint)}</g></g>`;
}

/** A rectangular frame in the rarity colour; higher rarities get more ornament. */
export function frame(
  id: string,
  p: Palette,
  width: number,
  height: number,
  tier: number,
  radius = 28,
): string {
  const inset = 10;
  const outer = `<rect x="${inset}" y="${inset}" width="${width - inset * 2}" height="${height - inset * 2}" rx="${radius}" fill="none" stroke="url(#${id}-frame)" stroke-width="${8 + tier * 2}"/>`;
  const inner = `<rect x="${inset + 14 + tier}" y="${inset + 14 + tier}" width="${width - (inset + 14 + tier) * 2}" height="${height - (inset + 14 + tier) * 2}" rx="${Math.max(4, radius - 14)}" fill="none" stroke="${p.frame}" stroke-width="1.5" opacity="0.55"/>`;
  if (tier < 2) return outer + inner;
  const d = 10 + tier * 2;
  const corners = [
    [inset + 4, inset + 4],
    [width - inset - 4, inset + 4],
    [inset + 4, height - inset - 4],
    [width - inset - 4, height - inset - 4],
  ]
    .map(
      ([x, y]) =>
        `M${x} ${(y as number) - d} L${(x as number) + d} ${y} L${x} ${(y as number) + d} L${(x as number) - d} ${y} Z`,
    )
    .join(" ");
  const gems = `<path d="${corners}" fill="${p.accent}" stroke="${p.ink}" stroke-width="2"/>`;
  const extra =
    tier >= 4
      ? `<rect x="${inset + 26}" y="${inset + 26}" width="${width - (inset + 26) * 2}" height="${height - (inset + 26) * 2}" rx="${Math.max(4, radius - 22)}" fill="none" stroke="${p.accent}" stroke-width="1.2" stroke-dasharray="2 6" opacity="0.8"/>`
      : "";
  return outer + inner + extra + gems;
}

/** A rounded label ("LEGENDARY", "Major Update") centred on x, or starting at x. */
export function pill(
  x: number,
  y: number,
  label: string,
  p: Palette,
  size: number,
  align: "middle" | "start" = "middle",
): string {
  const width = r2(label.length * size * 0.72 + size * 2);
  const height = r2(size * 2);
  const cx = align === "middle" ? x : x + width / 2;
  return `<rect x="${r2(cx - width / 2)}" y="${r2(y - height / 2)}" width="${width}" height="${height}" rx="${r2(height / 2)}" fill="${p.ink}" fill-opacity="0.75" stroke="${p.frame}" stroke-width="2"/>
<text x="${r2(cx)}" y="${r2(y + size * 0.36)}" text-anchor="middle" font-family="'Trebuchet MS', Verdana, sans-serif" font-size="${size}" font-weight="700" letter-spacing="${r2(size * 0.15)}" fill="${p.frame}">${esc(label)}</text>`;
}
