import type { Motif } from "../art/motifs.ts";
import { WHEEL_DEFAULT_SETTINGS, WHEEL_SETTINGS_KEY } from "../schema/wheel.ts";

/**
 * Gem packs (docs/product/economy.md §9). `id` is the `packageId` of the payment calls; prices in US cents (card and
 * crypto) and in Telegram Stars (the Mini App): the catalog is the one place pack prices live.
 */
export const GEM_PACKS = [
  { id: 1, name: "Start up", gems: 400, priceCents: 199, priceStars: 100, badge: null, sortOrder: 1 },
  { id: 2, name: "Flare pack", gems: 1050, priceCents: 499, priceStars: 250, badge: null, sortOrder: 2 },
  {
    id: 3,
    name: "Blaze pack",
    gems: 4800,
    priceCents: 1999,
    priceStars: 1000,
    badge: "Most popular",
    sortOrder: 3,
  },
  { id: 4, name: "Inferno pack", gems: 13000, priceCents: 4999, priceStars: 2500, badge: null, sortOrder: 4 },
] as const;

export const SEASON_PASS_DAYS = 30;

/**
 * Season passes (docs/product/economy.md §2 and §9; docs/passes.md): ids 1 and 2, the one pass table.
 * `perks` is the card's copy of what the server enforces (the daily bonus multiplier, the queue tier).
 */
export const SEASON_PASSES = [
  {
    id: 1,
    name: "Gold",
    tagline: "Be at the top!",
    priceCents: 999,
    priceStars: 500,
    durationDays: SEASON_PASS_DAYS,
    tier: 2,
    bonusMultiplier: 3,
    perks: [
      "Daily bonus ×3",
      "Front of the play queue",
      "Gold frame on leaderboards and your profile",
      "A free Gold chest every week",
    ],
  },
  {
    id: 2,
    name: "Silver",
    tagline: "Earn more and wait less",
    priceCents: 399,
    priceStars: 200,
    durationDays: SEASON_PASS_DAYS,
    tier: 1,
    bonusMultiplier: 2,
    perks: ["Daily bonus ×2", "Priority in the play queue"],
  },
] as const;

export interface BannerSeed {
  id: number;
  slug: string;
  title: string;
  tag: string;
  subtitle: string;
  actionRedirectLink: string;
  motif: Motif;
}

/**
 * The dashboard banner carousel: docs/product/platform.md §2's three slides, in its order (the ids are the order), each
 * with its art at `/media/banners/<slug>.svg`. Re-seeding updates the rows by id, so a database seeded
 * with an older list ends with these three.
 */
export const BANNERS: readonly BannerSeed[] = [
  {
    id: 1,
    slug: "gems-live",
    title: "Gems purchase is now Live!",
    tag: "Major Update",
    subtitle: "Grab up to 30% extra",
    actionRedirectLink: "/dashboard/buy-gems",
    motif: "gem",
  },
  {
    id: 2,
    slug: "fireworks-frenzy",
    title: "Fireworks Frenzy",
    tag: "Hot Release",
    subtitle: "A PvP fireworks showdown",
    actionRedirectLink: "/dashboard",
    motif: "firecracker",
  },
  {
    id: 3,
    slug: "spin-and-win",
    title: "Spin & win great prizes!",
    tag: "New mini game",
    subtitle: "One gem per spin, wheel-only treasures",
    actionRedirectLink: "/dashboard/wheel",
    motif: "fortune-wheel",
  },
];

/** One gem per wheel spin (docs/product/economy.md: "{cost} Spin = {cost} Gem(s)"). */
export const WHEEL_SETTINGS = WHEEL_DEFAULT_SETTINGS;
/** Streaming config (docs/product/platform.md §3): pixel streaming, active. */
export const STREAMING_SETTINGS = { streamingProvider: "pixelstreaming", isActive: true };

/** Operator-editable platform settings: seeded once, never overwritten by a later seed. */
export const PLATFORM_SETTINGS = [
  { key: WHEEL_SETTINGS_KEY, value: WHEEL_SETTINGS },
  { key: "streaming", value: STREAMING_SETTINGS },
];
