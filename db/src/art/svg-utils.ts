/** Small pure helpers shared by the art modules. */

/** FNV-1a, 32-bit: a stable hash of a slug. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** Rounds to 2 decimals so generated coordinates stay short and stable. */
export const r2 = (n: number) => Math.round(n * 100) / 100;

/** A point on a circle, angle in degrees (0 = up, clockwise). */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return [r2(cx + radius * Math.cos(rad)), r2(cy + radius * Math.sin(rad))];
}

/** Font size that fits `text` into `width` (serif, mixed case), capped at `max`. */
export function fitFontSize(text: string, width: number, max: number, charWidth = 0.56): number {
  return r2(Math.min(max, width / Math.max(1, text.length * charWidth)));
}

/** Splits a long name into two balanced lines at a space; short names stay on one line. */
export function wrapName(name: string, maxChars: number): string[] {
  if (name.length <= maxChars || !name.includes(" ")) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === " " && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

/** A centred text element. */
export function text(
  x: number,
  y: number,
  content: string,
  attrs: { size: number; fill: string; weight?: number; spacing?: number; family?: string; anchor?: string },
): string {
  const family = attrs.family ?? "Georgia, 'Times New Roman', serif";
  return `<text x="${r2(x)}" y="${r2(y)}" text-anchor="${attrs.anchor ?? "middle"}" font-family="${family}" font-size="${r2(attrs.size)}" font-weight="${attrs.weight ?? 700}" letter-spacing="${attrs.spacing ?? 0}" fill="${attrs.fill}">${esc(content)}</text>`;
}
