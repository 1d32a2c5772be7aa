import type { Rarity } from "@jadeverse/api/client/store";
import { buyGemsSection } from "../../lib/constants.ts";
import type { WheelMessage } from "./messages.ts";

/**
 * Wheel of Fortune constants (docs/product/economy.md §2 "Wheel of Fortune", §5, §9). Named once; the
 * texts are the wheel's catalogue's (messages/), named here by their ids.
 */

/** A spin's rotation lasts 3 s; the pointer's tick effect ends at 2.7 s (docs/product/economy.md §5, §9). */
export const SPIN_DURATION_MS = 3_000;
export const TICK_END_MS = 2_700;
/** Whole turns the wheel makes before landing (the spec's "extra turns"). */
export const EXTRA_TURNS = 5;
/** After a spin the button stays disabled 4 s; after a failure 1 s (docs/product/economy.md §5). */
export const COOLDOWN_MS = 4_000;
export const FAILURE_COOLDOWN_MS = 1_000;
/** The coin modal claims itself after 2 s; the "better luck" toast stays 2 s (docs/product/economy.md §5). */
export const COIN_MODAL_MS = 2_000;
export const BETTER_LUCK_TOAST_MS = 2_000;

/**
 * The wheel's two vaults (docs/product/economy.md §2: "Two vault screens are placeholders"). Their contents are not
 * specified: each opens a screen saying so, in the spec's words, instead of pretending to work.
 */
export const WHEEL_VAULTS = [
  { id: "gem-vault", name: "gemVault" },
  { id: "prize-vault", name: "prizeVault" },
] as const satisfies readonly { id: string; name: WheelMessage }[];

/** Win modal titles by the won item's rarity (docs/product/economy.md §5); any other rarity is a supreme win. */
export const RARITY_WIN_TITLES: Readonly<Partial<Record<Rarity, WheelMessage>>> = {
  COMMON: "winTitleCommon",
  RARE: "winTitleRare",
  EPIC: "winTitleEpic",
  LEGENDARY: "winTitleLegendary",
};
export const FALLBACK_WIN_TITLE: WheelMessage = "winTitleSupreme";

/** A rarity's name as the win modal and the epic-wins panel show it. */
export const RARITY_NAMES: Readonly<Record<Rarity, WheelMessage>> = {
  COMMON: "rarityCommon",
  RARE: "rarityRare",
  EPIC: "rarityEpic",
  LEGENDARY: "rarityLegendary",
  SUPREME: "raritySupreme",
};

/** The wheel's page and its verify page: lib/constants.ts (the route table reads them on every first load). */
export { VERIFY_PATH, WHEEL_PATH } from "../../lib/constants.ts";

/**
 * The other gem-pack cards (docs/product/economy.md §2): Light, Gold and Emerald packs of 10, 50 and 100 gems, each
 * with "Buy Spin Pack" to the purchase page. The spec leaves their price a placeholder; here each card
 * says what it buys on this wheel (its gems in spins at the current price per spin) instead of a price.
 */
export const SPIN_PACKS = [
  { name: "lightPack", gems: 10 },
  { name: "goldPack", gems: 50 },
  { name: "emeraldPack", gems: 100 },
] as const satisfies readonly { name: WheelMessage; gems: number }[];
/** Where "Buy Spin Pack" goes: the purchase page's packs (docs/product/economy.md §2). */
export const BUY_GEMS_PURCHASE = buyGemsSection("purchase");

/** History carousel slides per view from a window width up (docs/product/economy.md §9); below 320 the first applies. */
export const HISTORY_SLIDES_PER_VIEW: readonly (readonly [minWidth: number, slides: number])[] = [
  [320, 2.4],
  [400, 2.8],
  [500, 3.5],
  [1024, 4],
  [1440, 5],
  [1920, 8],
];
/** The gap between history slides, px (Tailwind gap-3). */
export const HISTORY_SLIDE_GAP_PX = 12;
/** The epic-wins panel lists the wheel's item prizes of these rarities and its big coin prizes. */
export const EPIC_RARITIES: ReadonlySet<Rarity> = new Set<Rarity>(["EPIC", "LEGENDARY", "SUPREME"]);
export const BIG_THEME = "big";
