import { defs, emblem, frame, pill, rays, sparkles, waves } from "./decor.ts";
import type { Palette } from "./palette.ts";
import type { ArtSubject } from "./registry.ts";
import { esc, fitFontSize, text, wrapName } from "./svg-utils.ts";

/** Everything a layout needs: the subject, its colours and a PRNG seeded by the slug. */
export interface Scene {
  id: string;
  subject: ArtSubject;
  palette: Palette;
  /** 0 (COMMON) … 4 (SUPREME); house art uses 2. */
  tier: number;
  rand: () => number;
}

const SANS = "'Trebuchet MS', Verdana, sans-serif";

/** The root element. Everything is clipped to the rounded card, so rays never leak past it. */
function svg(
  scene: Scene,
  size: [width: number, height: number],
  view: [number, number, radius: number],
  body: string,
) {
  const [viewWidth, viewHeight, radius] = view;
  const label = esc(`${scene.subject.title}: ${scene.subject.subtitle}`);
  const clip = `<clipPath id="${scene.id}-clip"><rect width="${viewWidth}" height="${viewHeight}" rx="${radius}"/></clipPath>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size[0]}" height="${size[1]}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-label="${label}"><title>${label}</title>${defs(scene.id, scene.palette)}${clip}<g clip-path="url(#${scene.id}-clip)">${body}</g></svg>`;
}

function nameLines(
  title: string,
  maxChars: number,
  x: number,
  y: number,
  width: number,
  max: number,
  fill: string,
  anchor = "middle",
) {
  const lines = wrapName(title, maxChars);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = fitFontSize("x".repeat(longest), width, lines.length > 1 ? max * 0.82 : max);
  const top = y - ((lines.length - 1) * size * 1.1) / 2;
  return lines.map((line, i) => text(x, top + i * size * 1.1, line, { size, fill, anchor })).join("");
}

function backdrop(
  scene: Scene,
  width: number,
  height: number,
  cx: number,
  cy: number,
  wavesTop: number,
  radius = 28,
) {
  const { id, palette, rand } = scene;
  const count = 12 + Math.floor(rand() * 4) * 2;
  return `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#${id}-bg)"/>
${rays(cx, cy, Math.max(width, height), count, rand() * 360, palette.glow)}
${waves(width, wavesTop, height - wavesTop, Math.round(width / 11), palette.frame)}
${sparkles(rand, width, height, 6 + Math.floor(rand() * 4), palette.accent)}`;
}

const tilt = (scene: Scene) => (scene.rand() - 0.5) * 12;

/** Square store card: `skins/<slug>-small.svg` (256 px) and `items/<slug>.svg` (512 px). */
export function card(scene: Scene, pixels: number): string {
  const { id, palette, subject, tier } = scene;
  const body = `${backdrop(scene, 512, 512, 256, 200, 330, 36)}
${emblem(id, subject.motif, palette, 256, 200, 236, tilt(scene))}
<rect y="318" width="512" height="194" rx="36" fill="url(#${id}-plate)"/>
${pill(256, 64, palette.label, palette, 17)}
${nameLines(subject.title, 16, 256, 408, 410, 48, "#ffffff")}
${text(256, 466, subject.subtitle, { size: 21, fill: palette.frame, weight: 400, spacing: 1, family: SANS })}
${frame(id, palette, 512, 512, tier, 36)}`;
  return svg(scene, [pixels, pixels], [512, 512, 36], body);
}

/** Tall preview: `skins/<slug>-big.svg` (512 × 768). */
export function portrait(scene: Scene): string {
  const { id, palette, subject, tier } = scene;
  const body = `${backdrop(scene, 512, 768, 256, 310, 540, 36)}
${emblem(id, subject.motif, palette, 256, 310, 320, tilt(scene))}
<rect y="500" width="512" height="268" rx="36" fill="url(#${id}-plate)"/>
${pill(256, 72, palette.label, palette, 19)}
${nameLines(subject.title, 14, 256, 620, 410, 58, "#ffffff")}
${text(256, 700, subject.subtitle, { size: 24, fill: palette.frame, weight: 400, spacing: 1, family: SANS })}
${frame(id, palette, 512, 768, tier, 36)}`;
  return svg(scene, [512, 768], [512, 768, 36], body);
}

/** Wide header: `skins/<slug>-cover.svg` (1200 × 480). */
export function cover(scene: Scene): string {
  const { id, palette, subject, tier } = scene;
  const body = `${backdrop(scene, 1200, 480, 900, 240, 380, 32)}
${emblem(id, subject.motif, palette, 900, 236, 300, tilt(scene))}
${pill(86, 130, palette.label, palette, 20, "start")}
${nameLines(subject.title, 18, 86, 250, 620, 76, "#ffffff", "start")}
${text(86, 350, subject.subtitle, { size: 30, fill: palette.frame, weight: 400, spacing: 1, family: SANS, anchor: "start" })}
${frame(id, palette, 1200, 480, tier, 32)}`;
  return svg(scene, [1200, 480], [1200, 480, 32], body);
}

/** Dashboard carousel slide: `banners/<slug>.svg` (1200 × 400). */
export function banner(scene: Scene): string {
  const { id, palette, subject } = scene;
  const body = `${backdrop(scene, 1200, 400, 930, 200, 300, 24)}
${emblem(id, subject.motif, palette, 930, 196, 270, tilt(scene))}
${pill(80, 96, subject.tag ?? "JadeVerse", palette, 18, "start")}
${nameLines(subject.title, 20, 80, 200, 680, 64, "#ffffff", "start")}
${text(80, 300, subject.subtitle, { size: 28, fill: palette.accent, weight: 400, spacing: 1, family: SANS, anchor: "start" })}
${frame(id, palette, 1200, 400, 1, 24)}`;
  return svg(scene, [1200, 400], [1200, 400, 24], body);
}

/** Round avatar portrait: `avatars/<slug>.svg` (256 px). */
export function medallion(scene: Scene): string {
  const { id, palette, subject } = scene;
  const body = `<rect width="512" height="512" rx="40" fill="${palette.bgBottom}"/>
<circle cx="256" cy="236" r="200" fill="url(#${id}-bg)"/>
${rays(256, 236, 196, 16, scene.rand() * 360, palette.glow)}
${sparkles(scene.rand, 512, 420, 5, palette.accent)}
${emblem(id, subject.motif, palette, 256, 226, 240, tilt(scene))}
<circle cx="256" cy="236" r="200" fill="none" stroke="url(#${id}-frame)" stroke-width="16"/>
<circle cx="256" cy="236" r="182" fill="none" stroke="${palette.frame}" stroke-width="2" opacity="0.6"/>
<path d="M76 400 L436 400 L460 440 L436 480 L76 480 L52 440 Z" fill="${palette.ink}" stroke="${palette.frame}" stroke-width="4"/>
${nameLines(subject.title, 40, 256, 454, 340, 38, "#ffffff")}`;
  return svg(scene, [256, 256], [512, 512, 40], body);
}
