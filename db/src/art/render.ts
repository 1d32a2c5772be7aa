import { banner, card, cover, medallion, portrait, type Scene } from "./layouts.ts";
import { HOUSE_PALETTE, RARITY_PALETTES } from "./palette.ts";
import { parseArtPath } from "./paths.ts";
import { resolveSubject } from "./registry.ts";
import { hash32, prng } from "./svg-utils.ts";

const TIERS = { COMMON: 0, RARE: 1, EPIC: 2, LEGENDARY: 3, SUPREME: 4 } as const;

/**
 * Renders the generated art for a media path (`skins/jade-dragon-small.svg`, `skins/<slug>-big.svg`,
 * `skins/<slug>-cover.svg`, `items/<slug>.svg`, `avatars/<slug>.svg`, `banners/<slug>.svg`).
 * Pure and deterministic: the same path always yields the same bytes. Returns null for any path
 * that is not a known catalog entry, so the caller can answer 404.
 */
export function renderArtSvg(path: string): string | null {
  const request = parseArtPath(path);
  if (!request) return null;
  const subject = resolveSubject(request);
  if (!subject) return null;
  const seed = hash32(path);
  const scene: Scene = {
    id: `jv${seed.toString(36)}`,
    subject,
    palette: subject.rarity ? RARITY_PALETTES[subject.rarity] : HOUSE_PALETTE,
    tier: subject.rarity ? TIERS[subject.rarity] : 2,
    rand: prng(hash32(request.slug)),
  };
  switch (request.kind) {
    case "skin":
      if (request.variant === "small") return card(scene, 256);
      return request.variant === "big" ? portrait(scene) : cover(scene);
    case "item":
      return card(scene, 512);
    case "avatar":
      return medallion(scene);
    case "banner":
      return banner(scene);
  }
}

/** The content type to serve `renderArtSvg` output with. */
export const ART_CONTENT_TYPE = "image/svg+xml; charset=utf-8";
