/**
 * Media paths of the generated art. The database stores URLs as `/media/<path>`; the API serves
 * `GET /media/<path>` by calling `renderArtSvg(path)`. Slugs are kebab-case ASCII.
 */
export const MEDIA_PREFIX = "/media/";

export const SKIN_IMAGE_VARIANTS = ["small", "big", "cover"] as const;
export type SkinImageVariant = (typeof SKIN_IMAGE_VARIANTS)[number];

export const skinImagePath = (slug: string, variant: SkinImageVariant) => `skins/${slug}-${variant}.svg`;
export const itemImagePath = (slug: string) => `items/${slug}.svg`;
export const avatarImagePath = (slug: string) => `avatars/${slug}.svg`;
export const bannerImagePath = (slug: string) => `banners/${slug}.svg`;

/** `skins/jade-dragon-small.svg` → `/media/skins/jade-dragon-small.svg`. */
export const mediaUrl = (path: string) => `${MEDIA_PREFIX}${path}`;

/** `/media/skins/x.svg` → `skins/x.svg`; anything else is returned unchanged. */
export const mediaPathFromUrl = (url: string) =>
  url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : url;

export type ArtRequest =
  | { kind: "skin"; slug: string; variant: SkinImageVariant }
  | { kind: "item"; slug: string }
  | { kind: "avatar"; slug: string }
  | { kind: "banner"; slug: string };

const PATH_PATTERN = /^(skins|items|avatars|banners)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** Parses a media path; null for anything that is not one of our art paths. */
export function parseArtPath(path: string): ArtRequest | null {
  const match = PATH_PATTERN.exec(path);
  if (!match) return null;
  const [, folder, name] = match as unknown as [string, string, string];
  if (folder === "skins") {
    const variant = SKIN_IMAGE_VARIANTS.find((v) => name.endsWith(`-${v}`));
    if (!variant) return null;
    return { kind: "skin", slug: name.slice(0, -(variant.length + 1)), variant };
  }
  if (folder === "items") return { kind: "item", slug: name };
  if (folder === "avatars") return { kind: "avatar", slug: name };
  return { kind: "banner", slug: name };
}
