import type { ItemType, Rarity } from "../schema/catalog.ts";
import { AVATARS, SKINS } from "../seed/catalog-avatars.ts";
import { ITEMS } from "../seed/catalog-items.ts";
import { BANNERS } from "../seed/content.ts";
import type { Motif } from "./motifs.ts";
import type { ArtRequest } from "./paths.ts";

/** What a piece of art shows: resolved from the seeded catalog by slug. */
export interface ArtSubject {
  title: string;
  subtitle: string;
  /** null: house colours (avatars, banners). */
  rarity: Rarity | null;
  motif: Motif;
  /** Pill text for banners. */
  tag?: string;
}

const TYPE_LABELS: Record<ItemType, string> = {
  CLOTHING: "Clothing",
  CHARM: "Lucky charm",
  VEHICLE: "Vehicle",
  ACCESSORY: "Accessory",
  OTHER: "Collectible",
};

const skinsBySlug = new Map(SKINS.map((s) => [s.slug, s]));
const itemsBySlug = new Map(ITEMS.map((i) => [i.slug, i]));
const avatarsById = new Map(AVATARS.map((a) => [a.id, a]));
const avatarsBySlug = new Map(AVATARS.map((a) => [a.slug, a]));
const bannersBySlug = new Map(BANNERS.map((b) => [b.slug, b]));

export function resolveSubject(request: ArtRequest): ArtSubject | null {
  switch (request.kind) {
    case "skin": {
      const skin = skinsBySlug.get(request.slug);
      const avatar = skin && avatarsById.get(skin.avatarId);
      if (!skin || !avatar) return null;
      const subtitle = skin.isDefaultSkin ? "Avatar" : `${avatar.name} skin`;
      return { title: skin.name, subtitle, rarity: skin.rarity, motif: avatar.motif };
    }
    case "item": {
      const item = itemsBySlug.get(request.slug);
      if (!item) return null;
      const subtitle = item.purchasable ? TYPE_LABELS[item.type] : `Wheel prize · ${TYPE_LABELS[item.type]}`;
      return { title: item.name, subtitle, rarity: item.rarity, motif: item.motif };
    }
    case "avatar": {
      const avatar = avatarsBySlug.get(request.slug);
      return avatar ? { title: avatar.name, subtitle: "Avatar", rarity: null, motif: avatar.motif } : null;
    }
    case "banner": {
      const banner = bannersBySlug.get(request.slug);
      if (!banner) return null;
      return {
        title: banner.title,
        subtitle: banner.subtitle,
        rarity: null,
        motif: banner.motif,
        tag: banner.tag,
      };
    }
  }
}
