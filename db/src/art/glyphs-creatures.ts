import { polar } from "./svg-utils.ts";

/** Colours a glyph is drawn with; `fill` is usually a gradient reference. */
export interface Paint {
  fill: string;
  light: string;
  accent: string;
  ink: string;
}

/** Every glyph draws into a 100×100 box. */
export type Glyph = (p: Paint) => string;

export const ring = (p: Paint, width = 2) =>
  `stroke="${p.ink}" stroke-width="${width}" stroke-linejoin="round"`;

const dragon: Glyph = (p) => {
  const body = "M16 84 C6 62 32 52 40 64 S58 88 68 66 S54 38 64 28";
  return `<path d="${body}" fill="none" stroke="${p.ink}" stroke-width="15" stroke-linecap="round"/>
<path d="${body}" fill="none" stroke="${p.fill}" stroke-width="11" stroke-linecap="round"/>
<path d="${body}" fill="none" stroke="${p.ink}" stroke-width="2" stroke-dasharray="2 5" opacity="0.5"/>
<path d="M22 70 l-6 -6 M34 60 l-2 -8 M50 76 l4 -6 M64 58 l8 -2 M60 40 l-8 -2" stroke="${p.accent}" stroke-width="3" stroke-linecap="round"/>
<path d="M58 30 C58 18 72 12 82 17 L94 14 L87 24 C88 32 78 38 66 36 Z" fill="${p.fill}" ${ring(p)}/>
<circle cx="75" cy="23" r="2.4" fill="${p.ink}"/>
<path d="M66 17 L58 5 M73 15 L74 2" stroke="${p.light}" stroke-width="3" stroke-linecap="round"/>
<path d="M87 24 C96 30 97 42 90 47 M80 29 C85 38 81 46 74 48" fill="none" stroke="${p.accent}" stroke-width="1.8"/>
<circle cx="24" cy="26" r="10" fill="${p.light}" ${ring(p, 1.5)}/>
<path d="M24 12 C30 16 36 20 33 30 M14 22 C12 16 16 10 22 10" fill="none" stroke="${p.accent}" stroke-width="2" stroke-linecap="round"/>`;
};

const phoenix: Glyph = (p) => {
  const feathers = [-60, -30, 0, 30, 60]
    .map((angle) => {
      const scale = angle === 0 ? 1 : Math.abs(angle) === 30 ? 0.92 : 0.8;
      const t = `rotate(${angle} 50 86) translate(50 86) scale(${scale}) translate(-50 -86)`;
      return `<g transform="${t}"><path d="M50 86 C38 64 40 36 50 12 C60 36 62 64 50 86 Z" fill="${p.fill}" ${ring(p, 1.6)}/><circle cx="50" cy="30" r="6" fill="${p.accent}"/><circle cx="50" cy="30" r="3" fill="${p.ink}"/><path d="M50 40 L50 80" stroke="${p.ink}" stroke-width="1" opacity="0.5"/></g>`;
    })
    .join("");
  return `${feathers}<path d="M50 94 C42 82 42 66 50 56 C58 66 58 82 50 94 Z" fill="${p.light}" ${ring(p, 1.5)}/><circle cx="50" cy="66" r="2.4" fill="${p.ink}"/>`;
};

const tiger: Glyph = (
  p,
) => `<path d="M50 8 L86 21 L82 58 C78 77 65 87 50 94 C35 87 22 77 18 58 L14 21 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<path d="M50 16 L78 26 L75 57 C72 72 62 80 50 86 C38 80 28 72 25 57 L22 26 Z" fill="none" stroke="${p.light}" stroke-width="1.5" opacity="0.7"/>
<g fill="${p.ink}"><rect x="31" y="31" width="38" height="6" rx="2"/><rect x="35" y="49" width="30" height="6" rx="2"/><rect x="29" y="67" width="42" height="6" rx="2"/><rect x="47" y="31" width="6" height="42" rx="2"/></g>
<path d="M19 36 C27 38 29 43 25 48 M18 56 C26 57 28 62 24 66 M81 36 C73 38 71 43 75 48 M82 56 C74 57 72 62 76 66" fill="none" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/>`;

const hexagon = (cx: number, cy: number, radius: number) =>
  [0, 60, 120, 180, 240, 300].map((a) => polar(cx, cy, radius, a + 30).join(",")).join(" ");

const tortoise: Glyph = (p) => {
  const outer = [0, 60, 120, 180, 240, 300]
    .map((a) => {
      const [x, y] = polar(50, 52, 22, a);
      return `<polygon points="${hexagon(x, y, 10)}" fill="${p.light}" opacity="0.35" ${ring(p, 1.5)}/>`;
    })
    .join("");
  return `<g fill="${p.fill}" ${ring(p)}><ellipse cx="50" cy="12" rx="8" ry="9"/><ellipse cx="20" cy="30" rx="7" ry="5"/><ellipse cx="80" cy="30" rx="7" ry="5"/><ellipse cx="20" cy="76" rx="7" ry="5"/><ellipse cx="80" cy="76" rx="7" ry="5"/></g>
<circle cx="50" cy="52" r="36" fill="${p.fill}" ${ring(p, 2.5)}/>${outer}
<polygon points="${hexagon(50, 52, 12)}" fill="${p.accent}" opacity="0.8" ${ring(p, 1.5)}/>
<path d="M14 88 C30 98 46 84 60 92 S86 90 92 72" fill="none" stroke="${p.accent}" stroke-width="3.5" stroke-linecap="round"/>
<circle cx="92" cy="70" r="3" fill="${p.accent}"/>`;
};

const cloud: Glyph = (
  p,
) => `<path d="M18 64 C6 64 6 46 20 46 C20 32 38 28 44 40 C48 24 72 24 72 42 C86 38 96 52 86 62 C92 68 86 78 76 76 L28 76 C18 78 10 68 18 64 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<g fill="none" stroke="${p.ink}" stroke-width="2" stroke-linecap="round" opacity="0.7"><path d="M30 62 a6 6 0 1 1 8 6 a10 10 0 0 1 -14 -8"/><path d="M54 52 a6 6 0 1 1 8 6 a10 10 0 0 1 -14 -8"/><path d="M70 66 a5 5 0 1 1 6 5"/></g>
<path d="M26 46 C30 40 38 38 42 42" fill="none" stroke="${p.light}" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/>`;

const qilin: Glyph = (p) => `<g transform="translate(0 12)">${cloud(p)}</g>
<g stroke="${p.ink}" stroke-width="1.5" stroke-linejoin="round"><path d="M50 46 C40 36 44 22 52 12 C52 24 62 28 58 40 C64 36 66 30 64 24 C74 34 70 46 60 50 Z" fill="${p.accent}"/><path d="M36 52 C30 46 32 38 36 32 C38 40 44 42 42 50 Z" fill="${p.accent}" opacity="0.85"/></g>`;

const staff: Glyph = (
  p,
) => `<ellipse cx="50" cy="52" rx="38" ry="14" fill="none" stroke="${p.ink}" stroke-width="8"/>
<g transform="rotate(-38 50 50)"><rect x="45" y="2" width="10" height="96" rx="3" fill="${p.fill}" ${ring(p)}/><rect x="43" y="2" width="14" height="14" rx="2" fill="${p.accent}" ${ring(p, 1.5)}/><rect x="43" y="84" width="14" height="14" rx="2" fill="${p.accent}" ${ring(p, 1.5)}/><path d="M45 30 L55 30 M45 70 L55 70" stroke="${p.ink}" stroke-width="1.5"/></g>
<path d="M12 52 A38 14 0 0 0 88 52" fill="none" stroke="${p.accent}" stroke-width="5"/>
<circle cx="50" cy="66" r="5" fill="${p.light}" ${ring(p, 1.5)}/>`;

const moon: Glyph = (
  p,
) => `<path d="M58 10 A40 40 0 1 0 90 66 A32 32 0 1 1 58 10 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<g fill="${p.light}" ${ring(p, 1.5)}><ellipse cx="66" cy="70" rx="12" ry="9"/><circle cx="74" cy="58" r="7"/><ellipse cx="71" cy="44" rx="3" ry="9" transform="rotate(-12 71 44)"/><ellipse cx="78" cy="45" rx="3" ry="9" transform="rotate(12 78 45)"/></g>
<circle cx="76" cy="57" r="1.4" fill="${p.ink}"/>
<path d="M80 16 l2 5 l5 2 l-5 2 l-2 5 l-2 -5 l-5 -2 l5 -2 Z M90 34 l1.2 3 l3 1.2 l-3 1.2 l-1.2 3 l-1.2 -3 l-3 -1.2 l3 -1.2 Z" fill="${p.accent}"/>`;

const lotus: Glyph = (p) => {
  const petal = "M50 80 C36 62 38 34 50 16 C62 34 64 62 50 80 Z";
  const back = [-66, -33, 33, 66]
    .map(
      (a) =>
        `<path d="${petal}" transform="rotate(${a} 50 80)" fill="${p.fill}" opacity="0.85" ${ring(p, 1.5)}/>`,
    )
    .join("");
  const front = [-18, 18]
    .map(
      (a) =>
        `<path d="${petal}" transform="rotate(${a} 50 80) scale(1 0.85) translate(0 14)" fill="${p.light}" ${ring(p, 1.5)}/>`,
    )
    .join("");
  return `<ellipse cx="50" cy="84" rx="38" ry="6" fill="${p.accent}" opacity="0.45"/>${back}<path d="${petal}" fill="${p.fill}" ${ring(p, 1.5)}/>${front}
<g fill="${p.accent}"><circle cx="44" cy="66" r="2"/><circle cx="50" cy="64" r="2"/><circle cx="56" cy="66" r="2"/></g>`;
};

const koi: Glyph = (p) => `<g transform="rotate(-18 50 50)">
<path d="M74 50 C82 40 92 34 97 31 C92 44 92 56 97 69 C92 66 82 60 74 50 Z" fill="${p.accent}" ${ring(p, 1.5)}/>
<path d="M38 36 C44 22 56 24 60 34 Z M40 64 C44 78 54 80 58 72 Z" fill="${p.accent}" ${ring(p, 1.5)}/>
<path d="M8 50 C20 28 52 24 78 50 C52 76 20 72 8 50 Z" fill="${p.fill}" ${ring(p, 2.2)}/>
<g fill="none" stroke="${p.ink}" stroke-width="1.2" opacity="0.45"><path d="M34 40 a6 6 0 0 1 0 12 M34 52 a6 6 0 0 1 0 12 M46 38 a6 6 0 0 1 0 12 M46 50 a6 6 0 0 1 0 12 M58 42 a6 6 0 0 1 0 12"/></g>
<ellipse cx="44" cy="45" rx="9" ry="5" fill="${p.accent}" opacity="0.75"/>
<circle cx="19" cy="47" r="2.6" fill="${p.ink}"/>
<path d="M11 53 C7 59 6 63 9 68" fill="none" stroke="${p.ink}" stroke-width="1.5"/></g>`;

const feather: Glyph = (p) => {
  const barbs = Array.from({ length: 7 }, (_, i) => {
    const y = 30 + i * 8;
    return `M50 ${y} L${36 + i} ${y - 8} M50 ${y} L${64 - i} ${y - 8}`;
  }).join(" ");
  return `<g transform="rotate(24 50 50)"><path d="M50 94 C28 70 26 36 50 6 C74 36 72 70 50 94 Z" fill="${p.fill}" ${ring(p, 2)}/>
<path d="${barbs}" stroke="${p.ink}" stroke-width="1" opacity="0.45"/><path d="M50 98 L50 24" stroke="${p.ink}" stroke-width="2"/>
<ellipse cx="50" cy="26" rx="11" ry="13" fill="${p.accent}" ${ring(p, 1.5)}/><ellipse cx="50" cy="27" rx="6" ry="7" fill="${p.ink}"/><circle cx="48" cy="24" r="2" fill="${p.light}"/></g>`;
};

export const CREATURE_GLYPHS = {
  dragon,
  phoenix,
  tiger,
  tortoise,
  qilin,
  cloud,
  staff,
  moon,
  lotus,
  koi,
  feather,
};
