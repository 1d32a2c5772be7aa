import { bannerImagePath, itemImagePath, mediaUrl, skinImagePath } from "../art/paths.ts";
import type { Tx } from "../client.ts";
import { avatars, banners, gemPacks, items, seasonPasses, skins } from "../schema/catalog.ts";
import { platformSettings } from "../schema/settings.ts";
import { AVATARS, SKINS } from "./catalog-avatars.ts";
import { ITEMS } from "./catalog-items.ts";
import { BANNERS, GEM_PACKS, PLATFORM_SETTINGS, SEASON_PASSES } from "./content.ts";
import { excluded } from "./upsert.ts";

/** Catalog entries are released one hour apart from this instant, so `order by created_at` is stable. */
export const CATALOG_EPOCH_MS = Date.UTC(2025, 5, 1);
const HOUR_MS = 3600 * 1000;

/**
 * The store's release order: the free avatars first, then paid skins and store items interleaved,
 * then the wheel-only prizes. Returns `skin:<id>` / `item:<id>` → createdAt.
 */
export function catalogCreatedAt(): Map<string, Date> {
  const defaults = SKINS.filter((s) => s.isDefaultSkin).map((s) => `skin:${s.id}`);
  const paidSkins = SKINS.filter((s) => !s.isDefaultSkin).map((s) => `skin:${s.id}`);
  const storeItems = ITEMS.filter((i) => i.purchasable).map((i) => `item:${i.id}`);
  const prizes = ITEMS.filter((i) => !i.purchasable).map((i) => `item:${i.id}`);
  const mixed: string[] = [];
  for (let i = 0; i < Math.max(paidSkins.length, storeItems.length); i++) {
    if (paidSkins[i]) mixed.push(paidSkins[i] as string);
    if (storeItems[i]) mixed.push(storeItems[i] as string);
  }
  const order = [...defaults, ...mixed, ...prizes];
  return new Map(order.map((key, index) => [key, new Date(CATALOG_EPOCH_MS + index * HOUR_MS)]));
}

export interface CatalogCounts {
  gemPacks: number;
  seasonPasses: number;
  banners: number;
  avatars: number;
  skins: number;
  items: number;
  platformSettings: number;
}

/** Gem packs, season passes, banners, avatars, skins, items and default platform settings. */
export async function seedCatalog(tx: Tx): Promise<CatalogCounts> {
  await tx
    .insert(gemPacks)
    .values(GEM_PACKS.map((p) => ({ ...p, active: true })))
    .onConflictDoUpdate({
      target: gemPacks.id,
      set: excluded(gemPacks, ["name", "gems", "priceCents", "priceStars", "badge", "sortOrder"]),
    });

  await tx
    .insert(seasonPasses)
    .values(SEASON_PASSES.map((p) => ({ ...p, perks: [...p.perks] })))
    .onConflictDoUpdate({
      target: seasonPasses.id,
      set: excluded(seasonPasses, [
        "name",
        "tagline",
        "priceCents",
        "priceStars",
        "durationDays",
        "tier",
        "bonusMultiplier",
        "perks",
      ]),
    });

  await tx
    .insert(banners)
    .values(
      BANNERS.map((b) => ({
        id: b.id,
        imageLink: mediaUrl(bannerImagePath(b.slug)),
        actionRedirectLink: b.actionRedirectLink,
        title: b.title,
        sortOrder: b.id,
        active: true,
      })),
    )
    .onConflictDoUpdate({
      target: banners.id,
      set: excluded(banners, ["imageLink", "actionRedirectLink", "title", "sortOrder"]),
    });

  await tx
    .insert(avatars)
    .values(AVATARS.map(({ id, name }) => ({ id, name })))
    .onConflictDoUpdate({ target: avatars.id, set: excluded(avatars, ["name"]) });

  const createdAt = catalogCreatedAt();
  const at = (key: string) => createdAt.get(key) ?? new Date(CATALOG_EPOCH_MS);

  await tx
    .insert(skins)
    .values(
      SKINS.map((s) => ({
        ...s,
        smallImageUrl: mediaUrl(skinImagePath(s.slug, "small")),
        bigImageUrl: mediaUrl(skinImagePath(s.slug, "big")),
        coverImageUrl: mediaUrl(skinImagePath(s.slug, "cover")),
        createdAt: at(`skin:${s.id}`),
      })),
    )
    .onConflictDoUpdate({
      target: skins.id,
      set: excluded(skins, [
        "slug",
        "name",
        "avatarId",
        "type",
        "rarity",
        "priceGems",
        "isDefaultSkin",
        "smallImageUrl",
        "bigImageUrl",
        "coverImageUrl",
        "createdAt",
      ]),
    });

  await tx
    .insert(items)
    .values(
      ITEMS.map(({ motif: _motif, ...i }) => ({
        ...i,
        fileUrl: mediaUrl(itemImagePath(i.slug)),
        createdAt: at(`item:${i.id}`),
      })),
    )
    .onConflictDoUpdate({
      target: items.id,
      set: excluded(items, [
        "slug",
        "name",
        "type",
        "rarity",
        "priceGems",
        "description",
        "fileUrl",
        "purchasable",
        "createdAt",
      ]),
    });

  // Operator-editable: seeded once, never overwritten by a later seed.
  await tx.insert(platformSettings).values(PLATFORM_SETTINGS).onConflictDoNothing();

  return {
    gemPacks: GEM_PACKS.length,
    seasonPasses: SEASON_PASSES.length,
    banners: BANNERS.length,
    avatars: AVATARS.length,
    skins: SKINS.length,
    items: ITEMS.length,
    platformSettings: PLATFORM_SETTINGS.length,
  };
}
