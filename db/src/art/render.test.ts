import { describe, expect, it } from "vitest";
import { AVATARS, SKINS } from "../seed/catalog-avatars.ts";
import { ITEMS } from "../seed/catalog-items.ts";
import { BANNERS } from "../seed/content.ts";
import {
  avatarImagePath,
  bannerImagePath,
  itemImagePath,
  parseArtPath,
  SKIN_IMAGE_VARIANTS,
  skinImagePath,
} from "./paths.ts";
import { renderArtSvg } from "./render.ts";

/** A minimal XML well-formedness check: balanced tags, quoted attributes, nothing left unescaped. */
function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|>/g;
  let text = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    expect(m[2], `stray "${m[0]}" near ${svg.slice(m.index - 40, m.index + 40)}`).toBeDefined();
    expect(svg.slice(text, m.index)).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    text = tag.lastIndex;
    if (m[4]) continue;
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else stack.push(m[2] as string);
  }
  expect(stack).toEqual([]);
}

const ALL_PATHS = [
  ...SKINS.flatMap((s) => SKIN_IMAGE_VARIANTS.map((v) => skinImagePath(s.slug, v))),
  ...ITEMS.map((i) => itemImagePath(i.slug)),
  ...AVATARS.map((a) => avatarImagePath(a.slug)),
  ...BANNERS.map((b) => bannerImagePath(b.slug)),
];

describe("renderArtSvg", () => {
  it("draws well-formed, deterministic SVG for every catalog entry, avatar and banner", () => {
    expect(ALL_PATHS.length).toBe(SKINS.length * 3 + ITEMS.length + AVATARS.length + BANNERS.length);
    const seen = new Set<string>();
    for (const path of ALL_PATHS) {
      const svg = renderArtSvg(path);
      expect(svg, path).not.toBeNull();
      expectWellFormedSvg(svg!);
      expect(renderArtSvg(path)).toBe(svg);
      seen.add(svg!);
    }
    expect(seen.size).toBe(ALL_PATHS.length);
  });

  it("sizes each kind of art for its place", () => {
    const size = (path: string) =>
      /width="(\d+)" height="(\d+)"/.exec(renderArtSvg(path)!)?.slice(1).join("x");
    expect(size("skins/jade-dragon-small.svg")).toBe("256x256");
    expect(size("skins/jade-dragon-big.svg")).toBe("512x768");
    expect(size("skins/jade-dragon-cover.svg")).toBe("1200x480");
    expect(size("items/lucky-koi-charm.svg")).toBe("512x512");
    expect(size("avatars/moon-rabbit.svg")).toBe("256x256");
    expect(size("banners/gems-live.svg")).toBe("1200x400");
  });

  it("shows the entry's name and rarity, escaped", () => {
    const svg = renderArtSvg("items/jade-emperors-seal.svg")!;
    expect(svg).toContain("Jade Emperor&#39;s");
    expect(svg).toContain("LEGENDARY");
    expect(svg).toContain('aria-label="Jade Emperor&#39;s Seal: Accessory"');
    expect(renderArtSvg("skins/jade-dragon-cover.svg")).toContain("Jade Dragon");
    expect(renderArtSvg("banners/gems-live.svg")).toContain("Gems purchase is now Live!");
  });

  it("returns null for anything that is not a known piece of art", () => {
    for (const path of [
      "",
      "skins/unknown-small.svg",
      "skins/jade-dragon.svg",
      "skins/jade-dragon-huge.svg",
      "items/lucky-koi-charm.png",
      "items/../items/lucky-koi-charm.svg",
      "items/lucky-koi-charm.svg?x=1",
      "/media/items/lucky-koi-charm.svg",
      "ITEMS/lucky-koi-charm.svg",
      "avatars/nobody.svg",
      "banners/nope.svg",
      "other/jade-dragon.svg",
    ]) {
      expect(renderArtSvg(path), path).toBeNull();
    }
    expect(parseArtPath("skins/jade-dragon-big.svg")).toEqual({
      kind: "skin",
      slug: "jade-dragon",
      variant: "big",
    });
  });
});
