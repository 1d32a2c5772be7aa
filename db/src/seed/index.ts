import type { Db } from "../client.ts";
import { type DemoCounts, seedDemoUsers } from "./demo-users.ts";
import { type LedgerTally, newTally } from "./grants.ts";
import { seedInvestors } from "./investors.ts";
import { DEFAULT_LEADERBOARD_PLAYERS } from "./players.ts";
import { type CatalogCounts, seedCatalog } from "./seed-catalog.ts";
import { seedPlayers } from "./seed-players.ts";
import { seedWheel } from "./wheel.ts";

export { AVATARS, SKINS } from "./catalog-avatars.ts";
export { ITEMS, RARITY_PRICE_BANDS } from "./catalog-items.ts";
export {
  BANNERS,
  GEM_PACKS,
  PLATFORM_SETTINGS,
  SEASON_PASSES,
  STREAMING_SETTINGS,
  WHEEL_SETTINGS,
} from "./content.ts";
export { DEMO_USERS, type DemoUser } from "./demo-users.ts";
export { INVESTORS, seedInvestors } from "./investors.ts";
export { DEFAULT_LEADERBOARD_PLAYERS, generatePlayer, playerReferralCode } from "./players.ts";
export { seedCatalog } from "./seed-catalog.ts";
export { seedWheel, WHEEL_SECTIONS, WHEEL_TOTAL_WEIGHT } from "./wheel.ts";

export interface SeedOptions {
  /** Generated leaderboard players (default 200). */
  leaderboardPlayers?: number;
}

/** Rows the seed defines (identical on every run) plus what this run did to the ledger. */
export interface SeedSummary extends CatalogCounts {
  wheelSections: number;
  investors: number;
  players: number;
  demoUsers: number;
  gameStatistics: number;
  userSkins: number;
  userItems: number;
  /** Demo personas' seeded game-history rounds. */
  betMetrics: number;
  /** Seed grants credited by this run (0 when re-seeding) and those found already applied. */
  ledger: LedgerTally;
}

/**
 * Seeds the catalog, wheel, settings, investors, demo accounts and leaderboard players.
 * Idempotent: fixed ids, unique slugs and keys with upserts, and every balance credited through
 * the ledger under a stable idempotency key, so running it again changes nothing.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const count = Math.max(0, Math.floor(options.leaderboardPlayers ?? DEFAULT_LEADERBOARD_PLAYERS));
  const tally = newTally();

  const { catalog, wheelSections, investors } = await db.write(async (tx) => ({
    catalog: await seedCatalog(tx),
    wheelSections: await seedWheel(tx),
    investors: await seedInvestors(tx),
  }));

  const demo: { counts: DemoCounts; tally: LedgerTally } = await db.write(async (tx) => {
    const local = newTally();
    return { counts: await seedDemoUsers(tx, local), tally: local };
  });
  tally.applied += demo.tally.applied;
  tally.skipped += demo.tally.skipped;

  const players = await seedPlayers(db, count, tally);

  return {
    ...catalog,
    wheelSections,
    investors,
    players: players.players,
    demoUsers: demo.counts.demoUsers,
    gameStatistics: players.gameStatistics + demo.counts.gameStatistics,
    userSkins: players.userSkins + demo.counts.userSkins,
    userItems: demo.counts.userItems,
    betMetrics: demo.counts.betMetrics,
    ledger: tally,
  };
}
