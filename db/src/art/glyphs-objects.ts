import { type Glyph, ring } from "./glyphs-creatures.ts";
import { polar, r2 } from "./svg-utils.ts";

const RED = "#c8102e";
const RED_DEEP = "#8a0b20";
const GOLD = "#f6c453";
const IVORY = "#f7f0dc";

const squareHole = (cx: number, cy: number, half: number, fill: string) =>
  `<rect x="${cx - half}" y="${cy - half}" width="${half * 2}" height="${half * 2}" fill="${fill}"/>`;

const coin: Glyph = (p) => `<circle cx="50" cy="50" r="40" fill="${p.fill}" ${ring(p, 3)}/>
<circle cx="50" cy="50" r="32" fill="none" stroke="${p.light}" stroke-width="1.8" opacity="0.8"/>
${squareHole(50, 50, 11, p.ink)}<rect x="36" y="36" width="28" height="28" fill="none" stroke="${p.ink}" stroke-width="2"/>
<g fill="${p.ink}" opacity="0.8"><rect x="46" y="21" width="8" height="8" rx="1"/><rect x="46" y="71" width="8" height="8" rx="1"/><rect x="21" y="46" width="8" height="8" rx="1"/><rect x="71" y="46" width="8" height="8" rx="1"/></g>`;

const lantern: Glyph = (p) => `<path d="M50 0 L50 12" stroke="${p.ink}" stroke-width="2"/>
<rect x="37" y="10" width="26" height="9" rx="2" fill="${p.accent}" ${ring(p, 1.5)}/>
<ellipse cx="50" cy="48" rx="34" ry="31" fill="${p.fill}" ${ring(p, 2.5)}/>
<g fill="none" stroke="${p.ink}" stroke-width="1.5" opacity="0.55"><ellipse cx="50" cy="48" rx="21" ry="31"/><ellipse cx="50" cy="48" rx="8" ry="31"/></g>
<ellipse cx="38" cy="36" rx="6" ry="10" fill="${p.light}" opacity="0.35"/>
<rect x="37" y="77" width="26" height="9" rx="2" fill="${p.accent}" ${ring(p, 1.5)}/>
<path d="M44 86 L42 99 M50 86 L50 100 M56 86 L58 99" stroke="${p.accent}" stroke-width="2.2" stroke-linecap="round"/>`;

const fan: Glyph = (p) => {
  const from = -131;
  const to = -49;
  const panels = Array.from({ length: 8 }, (_, i) => {
    const a0 = from + ((to - from) * i) / 8;
    const a1 = from + ((to - from) * (i + 1)) / 8;
    const rad = (d: number) => (d * Math.PI) / 180;
    const [x0, y0] = [r2(50 + 58 * Math.cos(rad(a0))), r2(84 + 58 * Math.sin(rad(a0)))];
    const [x1, y1] = [r2(50 + 58 * Math.cos(rad(a1))), r2(84 + 58 * Math.sin(rad(a1)))];
    const tone = i % 2 === 0 ? p.fill : p.light;
    return `<path d="M50 84 L${x0} ${y0} A58 58 0 0 1 ${x1} ${y1} Z" fill="${tone}" ${ring(p, 1.2)}/>`;
  }).join("");
  return `${panels}<path d="M30 70 A28 28 0 0 1 70 70" fill="none" stroke="${p.accent}" stroke-width="3"/>
<path d="M22 38 C34 30 42 40 52 32 S70 30 78 38" fill="none" stroke="${p.accent}" stroke-width="2.5" opacity="0.9"/>
<circle cx="50" cy="84" r="5" fill="${p.accent}" ${ring(p, 1.5)}/><path d="M50 89 C48 94 52 96 50 100" stroke="${p.accent}" stroke-width="2" fill="none"/>`;
};

const ingot: Glyph = (p) => `<ellipse cx="50" cy="80" rx="40" ry="6" fill="${p.ink}" opacity="0.35"/>
<path d="M10 54 C14 42 28 42 34 48 C38 30 62 30 66 48 C72 42 86 42 90 54 C84 78 16 78 10 54 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<path d="M14 56 C30 66 70 66 86 56" fill="none" stroke="${p.ink}" stroke-width="1.8" opacity="0.6"/>
<ellipse cx="50" cy="44" rx="12" ry="8" fill="${p.light}" opacity="0.6"/>
<path d="M22 50 C24 47 28 47 30 49 M70 49 C72 47 76 47 78 50" stroke="${p.light}" stroke-width="2" fill="none" stroke-linecap="round"/>`;

const pearl: Glyph = (
  p,
) => `<g fill="${p.accent}" ${ring(p, 1.5)}><path d="M50 4 C58 14 66 20 64 34 C70 30 74 26 74 18 C84 30 82 44 74 50 L26 50 C18 44 16 30 26 18 C26 26 30 30 36 34 C34 20 42 14 50 4 Z"/></g>
<circle cx="50" cy="56" r="28" fill="${p.fill}" ${ring(p, 2.5)}/>
<path d="M36 64 C40 52 56 48 62 58 C66 66 56 72 50 66" fill="none" stroke="${p.ink}" stroke-width="2" opacity="0.4"/>
<ellipse cx="41" cy="45" rx="9" ry="6" fill="${p.light}" opacity="0.85" transform="rotate(-30 41 45)"/>`;

const robe: Glyph = (
  p,
) => `<path d="M36 12 L64 12 L90 34 L79 48 L70 39 L72 90 L28 90 L30 39 L21 48 L10 34 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<path d="M36 12 L52 42 M64 12 L46 38" fill="none" stroke="${p.light}" stroke-width="3.5" stroke-linecap="round"/>
<rect x="29" y="50" width="42" height="9" rx="2" fill="${p.accent}" ${ring(p, 1.5)}/>
<path d="M46 59 L42 74 M54 59 L58 74" stroke="${p.accent}" stroke-width="2.5" stroke-linecap="round"/>
<path d="M29 84 L71 84 M14 36 L22 44 M86 36 L78 44" stroke="${p.accent}" stroke-width="2.5"/>`;

const boat: Glyph = (p) => `<path d="M50 60 L50 8" stroke="${p.ink}" stroke-width="2.5"/>
<path d="M52 56 L52 10 C66 18 78 36 82 56 Z" fill="${p.light}" ${ring(p, 1.8)}/>
<path d="M52 22 L68 22 M52 34 L76 34 M52 46 L80 46" stroke="${p.ink}" stroke-width="1.2" opacity="0.6"/>
<path d="M48 56 L48 20 C38 28 30 42 28 56 Z" fill="${p.accent}" ${ring(p, 1.8)}/>
<path d="M4 60 L96 60 C90 76 72 82 50 82 C28 82 12 76 4 60 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<path d="M4 60 C0 50 2 40 11 37 C16 42 14 50 16 60" fill="${p.accent}" ${ring(p, 1.8)}/><circle cx="9" cy="44" r="1.6" fill="${p.ink}"/>
<path d="M22 68 L80 68" stroke="${p.light}" stroke-width="2" stroke-dasharray="4 4"/>
<path d="M2 92 q8 -6 16 0 t16 0 t16 0 t16 0 t16 0 t16 0" fill="none" stroke="${p.accent}" stroke-width="2.5"/>`;

const wheel: Glyph = (p) => {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(50, 64, 26, i * 30);
    return `M50 64 L${x} ${y}`;
  }).join(" ");
  return `<path d="M12 34 C26 4 74 4 88 34 Z" fill="${p.accent}" ${ring(p, 2)}/><path d="M20 34 L26 50 M80 34 L74 50" stroke="${p.ink}" stroke-width="2.5"/>
<circle cx="50" cy="64" r="30" fill="none" stroke="${p.ink}" stroke-width="11"/><circle cx="50" cy="64" r="30" fill="none" stroke="${p.fill}" stroke-width="7"/>
<path d="${spokes}" stroke="${p.ink}" stroke-width="2.5"/><circle cx="50" cy="64" r="7" fill="${p.light}" ${ring(p, 2)}/>`;
};

const mask: Glyph = (
  p,
) => `<path d="M50 8 C78 8 86 38 82 58 C78 80 62 92 50 92 C38 92 22 80 18 58 C14 38 22 8 50 8 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<path d="M28 46 C33 38 43 38 47 46 C43 51 33 51 28 46 Z M53 46 C57 38 67 38 72 46 C67 51 57 51 53 46 Z" fill="${p.ink}"/>
<path d="M24 38 C32 26 44 30 46 37 M76 38 C68 26 56 30 54 37" fill="none" stroke="${p.accent}" stroke-width="3.5" stroke-linecap="round"/>
<path d="M50 14 L56 24 L50 34 L44 24 Z" fill="${p.accent}" ${ring(p, 1.5)}/>
<circle cx="30" cy="62" r="5" fill="${p.accent}" opacity="0.7"/><circle cx="70" cy="62" r="5" fill="${p.accent}" opacity="0.7"/>
<path d="M40 74 C45 80 55 80 60 74" fill="none" stroke="${p.ink}" stroke-width="2.5" stroke-linecap="round"/>`;

const crown: Glyph = (
  p,
) => `<path d="M12 72 L16 28 L33 50 L50 14 L67 50 L84 28 L88 72 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<path d="M22 64 L78 64" stroke="${p.light}" stroke-width="2" opacity="0.7"/>
<rect x="10" y="68" width="80" height="14" rx="3" fill="${p.accent}" ${ring(p, 2)}/>
<g fill="${p.light}" ${ring(p, 1.5)}><circle cx="16" cy="26" r="5"/><circle cx="50" cy="12" r="6"/><circle cx="84" cy="26" r="5"/></g>
<g fill="${p.ink}"><circle cx="30" cy="75" r="3"/><circle cx="50" cy="75" r="3.5"/><circle cx="70" cy="75" r="3"/></g>`;

const TRIGRAMS = [0b111, 0b110, 0b101, 0b100, 0b011, 0b010, 0b001, 0b000];

const bagua: Glyph = (p) => {
  const octagon = Array.from({ length: 8 }, (_, i) => polar(50, 50, 46, i * 45 + 22.5).join(",")).join(" ");
  const bars = TRIGRAMS.map((bits, k) => {
    const lines = [0, 1, 2]
      .map((line) => {
        const y = 10 + line * 5.5;
        const solid = (bits >> line) & 1;
        return solid
          ? `<rect x="39" y="${y}" width="22" height="3.4"/>`
          : `<rect x="39" y="${y}" width="9" height="3.4"/><rect x="52" y="${y}" width="9" height="3.4"/>`;
      })
      .join("");
    return `<g transform="rotate(${k * 45} 50 50)">${lines}</g>`;
  }).join("");
  return `<polygon points="${octagon}" fill="${p.fill}" ${ring(p, 2.5)}/><g fill="${p.ink}">${bars}</g>
<circle cx="50" cy="50" r="17" fill="${p.light}" ${ring(p, 2)}/>
<path d="M50 33 A17 17 0 0 1 50 67 A8.5 8.5 0 0 1 50 50 A8.5 8.5 0 0 0 50 33 Z" fill="${p.ink}"/>
<circle cx="50" cy="41.5" r="2.6" fill="${p.ink}"/><circle cx="50" cy="58.5" r="2.6" fill="${p.light}"/>`;
};

const disc: Glyph = (p) => {
  const dots = Array.from({ length: 14 }, (_, i) => {
    const [x, y] = polar(50, 46, 27, i * (360 / 14));
    return `<circle cx="${x}" cy="${y}" r="2.6"/>`;
  }).join("");
  return `<path d="M50 84 L50 98 M46 98 L54 98" stroke="${p.accent}" stroke-width="3" stroke-linecap="round"/>
<path d="M10 46 A40 40 0 1 0 90 46 A40 40 0 1 0 10 46 Z M36 46 A14 14 0 1 1 64 46 A14 14 0 1 1 36 46 Z" fill="${p.fill}" fill-rule="evenodd" ${ring(p, 2.5)}/>
<g fill="${p.light}" opacity="0.7">${dots}</g>`;
};

const envelope: Glyph = (
  p,
) => `<rect x="20" y="8" width="60" height="84" rx="6" fill="${RED}" ${ring(p, 2.5)}/>
<path d="M20 14 C28 38 72 38 80 14 L80 14 C80 10 78 8 74 8 L26 8 C22 8 20 10 20 14 Z" fill="${RED_DEEP}"/>
<circle cx="50" cy="40" r="12" fill="${GOLD}" ${ring(p, 2)}/>${squareHole(50, 40, 4, RED_DEEP)}
<path d="M30 66 L70 66 M34 76 L66 76" stroke="${GOLD}" stroke-width="2.5" stroke-linecap="round"/>
<path d="M24 86 L76 86" stroke="${p.accent}" stroke-width="1.5" opacity="0.8"/>`;

const firecracker: Glyph = (p) => {
  const sticks = [22, 36, 50, 64, 78]
    .map((x, i) => {
      const y = i % 2 === 0 ? 40 : 34;
      return `<rect x="${x - 6}" y="${y}" width="12" height="48" rx="3" fill="${RED}" ${ring(p, 1.8)}/><rect x="${x - 6}" y="${y + 6}" width="12" height="4" fill="${GOLD}"/><rect x="${x - 6}" y="${y + 38}" width="12" height="4" fill="${GOLD}"/>`;
    })
    .join("");
  return `<path d="M50 36 C50 22 60 18 66 12" fill="none" stroke="${p.ink}" stroke-width="2.2"/>${sticks}
<path d="M68 10 l3 -8 l2 8 l8 -2 l-6 6 l6 6 l-8 -2 l-2 8 l-3 -8 l-8 2 l6 -6 l-6 -6 Z" fill="${p.accent}" ${ring(p, 1)}/>
<rect x="12" y="62" width="76" height="7" rx="2" fill="${GOLD}" ${ring(p, 1.5)}/>`;
};

const mahjong: Glyph = (p) => {
  const circles = [
    [38, 28],
    [62, 28],
    [50, 48],
    [38, 68],
    [62, 68],
  ]
    .map(([x, y], i) => {
      const colour = i === 2 ? RED : p.fill;
      return `<circle cx="${x}" cy="${y}" r="8.5" fill="${colour}" ${ring(p, 1.5)}/><circle cx="${x}" cy="${y}" r="3.5" fill="${IVORY}"/>`;
    })
    .join("");
  return `<rect x="26" y="12" width="54" height="80" rx="8" fill="${p.fill}" ${ring(p, 2)}/>
<rect x="20" y="6" width="54" height="80" rx="8" fill="${IVORY}" ${ring(p, 2.5)}/><g transform="translate(-3 -2)">${circles}</g>`;
};

const seal: Glyph = (
  p,
) => `<path d="M36 38 C30 24 40 10 50 10 C60 10 70 24 64 38 Z" fill="${p.fill}" ${ring(p, 2)}/>
<circle cx="44" cy="22" r="2" fill="${p.ink}"/><circle cx="56" cy="22" r="2" fill="${p.ink}"/>
<rect x="22" y="38" width="56" height="44" rx="4" fill="${p.fill}" ${ring(p, 2.5)}/>
<rect x="28" y="44" width="44" height="32" rx="2" fill="none" stroke="${p.light}" stroke-width="1.5" opacity="0.8"/>
<rect x="20" y="82" width="60" height="9" rx="2" fill="${RED}" ${ring(p, 2)}/>
<path d="M36 52 L64 52 M36 60 L64 60 M50 48 L50 70 M40 68 L60 68" stroke="${p.ink}" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>`;

const gem: Glyph = (p) => `<path d="M26 20 L74 20 L90 38 L50 92 L10 38 Z" fill="${p.fill}" ${ring(p, 2.5)}/>
<path d="M26 20 L38 38 L50 20 L62 38 L74 20 M10 38 L90 38 M38 38 L50 92 L62 38" fill="none" stroke="${p.ink}" stroke-width="1.6" opacity="0.7"/>
<path d="M26 20 L38 38 L10 38 Z M50 20 L62 38 L38 38 Z" fill="${p.light}" opacity="0.55"/>
<path d="M62 38 L50 92 L90 38 Z" fill="${p.ink}" opacity="0.18"/>`;

const fortuneWheel: Glyph = (p) => {
  const tones = [p.fill, p.accent, p.light];
  const slices = Array.from({ length: 12 }, (_, i) => {
    const [x0, y0] = polar(50, 52, 42, i * 30);
    const [x1, y1] = polar(50, 52, 42, (i + 1) * 30);
    return `<path d="M50 52 L${x0} ${y0} A42 42 0 0 1 ${x1} ${y1} Z" fill="${tones[i % 3]}" ${ring(p, 1.2)}/>`;
  }).join("");
  const pegs = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(50, 52, 45, i * 30 + 15);
    return `<circle cx="${x}" cy="${y}" r="2"/>`;
  }).join("");
  return `<circle cx="50" cy="52" r="47" fill="${p.ink}"/>${slices}<g fill="${p.accent}">${pegs}</g>
<circle cx="50" cy="52" r="9" fill="${p.accent}" ${ring(p, 2)}/><path d="M42 0 L58 0 L50 14 Z" fill="${p.light}" ${ring(p, 2)}/>`;
};

export const OBJECT_GLYPHS = {
  coin,
  lantern,
  fan,
  ingot,
  pearl,
  robe,
  boat,
  wheel,
  mask,
  crown,
  bagua,
  disc,
  envelope,
  firecracker,
  mahjong,
  seal,
  gem,
  "fortune-wheel": fortuneWheel,
};
