import { eq, isNotNull, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaPathFromUrl } from "../art/paths.ts";
import { renderArtSvg } from "../art/render.ts";
import { createDb, type Db } from "../client.ts";
import { checkLedgerInvariant } from "../invariant.ts";
import { migrateDb } from "../migrate.ts";
import { ITEM_TYPES, RARITIES, SKIN_TYPES } from "../schema/catalog.ts";
import * as schema from "../schema/index.ts";
import {
  DEMO_USERS,
  ITEMS,
  RARITY_PRICE_BANDS,
  type SeedSummary,
  seedDatabase,
  WHEEL_TOTAL_WEIGHT,
} from "./index.ts";
import { coinLabel } from "./wheel.ts";

const { users, ledgerEntries, skins, items, avatars, wheelSections, gameStatistics, userSkins, userItems } =
  schema;

/** Every table the seed writes, dumped in a stable order (ids are fixed or insertion-ordered). */
const TABLES = (
  "gem_packs season_passes banners avatars skins items platform_settings wheel_sections investors users " +
  "user_skins user_items game_statistics leaderboard_totals ledger_entries"
).split(" ");

async function dump(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) out[table] = (await db.execute(`select * from ${table} order by 1, 2`)).rows;
  return out;
}

let db: Db;
let first: SeedSummary, second: SeedSummary;
let before: Record<string, unknown[]>, after: Record<string, unknown[]>;

beforeAll(async () => {
  db = await createDb({ url: ":memory:" });
  await migrateDb(db);
  first = await seedDatabase(db);
  before = await dump(db);
  second = await seedDatabase(db);
  after = await dump(db);
});
afterAll(() => db.close());

describe("seedDatabase", () => {
  it("is idempotent: a second run leaves every row as it was and credits nothing", () => {
    const { ledger: l1, ...counts1 } = first;
    const { ledger: l2, ...counts2 } = second;
    expect(counts2).toEqual(counts1);
    expect(l1.applied).toBeGreaterThan(300); // 2 per player and demo, minus zero balances
    expect(l1.skipped).toBe(0);
    expect(l2).toEqual({ applied: 0, skipped: l1.applied });
    for (const table of TABLES) expect(after[table], table).toEqual(before[table]);
    expect(before.ledger_entries).toHaveLength(l1.applied);
  });

  it("keeps the ledger invariant: every balance is the sum of its seed grants", async () => {
    expect(await checkLedgerInvariant(db)).toEqual([]);
    const keys = await db.orm.select({ key: ledgerEntries.idempotencyKey }).from(ledgerEntries);
    for (const { key } of keys) expect(key).toMatch(/^seed:(player:\d+|demo:[a-z-]+):(gems|coins)#0$/);
  });

  it("seeds the spec's gem packs and season passes", async () => {
    const packs = await db.orm.select().from(schema.gemPacks).orderBy(schema.gemPacks.id);
    expect(packs.map((p) => [p.id, p.name, p.gems, p.priceCents, p.badge])).toEqual([
      [1, "Start up", 400, 199, null],
      [2, "Flare pack", 1050, 499, null],
      [3, "Blaze pack", 4800, 1999, "Most popular"],
      [4, "Inferno pack", 13000, 4999, null],
    ]);
    const passes = await db.orm.select().from(schema.seasonPasses).orderBy(schema.seasonPasses.id);
    expect(
      passes.map((p) => [p.id, p.name, p.priceCents, p.tagline, p.durationDays, p.tier, p.bonusMultiplier]),
    ).toEqual([
      [1, "Gold", 999, "Be at the top!", 30, 2, 3],
      [2, "Silver", 399, "Earn more and wait less", 30, 1, 2],
    ]);
    for (const pass of passes) expect(pass.priceStars).toBeGreaterThan(0);
    // docs/product/platform.md §2: the carousel's three slides in its order, each with its art.
    const banners = await db.orm.select().from(schema.banners).orderBy(schema.banners.sortOrder);
    expect(banners.map((b) => [b.title, b.imageLink, b.actionRedirectLink, b.active])).toEqual([
      ["Gems purchase is now Live!", "/media/banners/gems-live.svg", "/dashboard/buy-gems", true],
      ["Fireworks Frenzy", "/media/banners/fireworks-frenzy.svg", "/dashboard", true],
      ["Spin & win great prizes!", "/media/banners/spin-and-win.svg", "/dashboard/wheel", true],
    ]);
    const settings = await db.orm.select().from(schema.platformSettings).orderBy(schema.platformSettings.key);
    expect(settings).toEqual([
      { key: "streaming", value: { streamingProvider: "pixelstreaming", isActive: true } },
      { key: "wheel", value: { baseCost: 1 } },
    ]);
  });

  it("fills the store with every type and rarity, priced by rarity, in a stable order", async () => {
    const allSkins = await db.orm.select().from(skins);
    const allItems = await db.orm.select().from(items);
    const allAvatars = await db.orm.select().from(avatars);
    expect(allAvatars.length).toBeGreaterThanOrEqual(8);
    expect(allSkins.length + allItems.length).toBeGreaterThanOrEqual(40);
    expect(new Set(allSkins.map((s) => s.type))).toEqual(new Set(SKIN_TYPES));
    expect(new Set(allItems.map((i) => i.type))).toEqual(new Set(ITEM_TYPES));
    expect(new Set(allSkins.map((s) => s.rarity))).toEqual(new Set(RARITIES));
    expect(new Set(allItems.map((i) => i.rarity))).toEqual(new Set(RARITIES));
    for (const avatar of allAvatars) {
      const defaults = allSkins.filter((s) => s.avatarId === avatar.id && s.isDefaultSkin);
      expect(defaults, avatar.name).toHaveLength(1);
      expect(defaults[0]).toMatchObject({ priceGems: 0, type: "AVATAR", name: avatar.name });
    }
    for (const entry of [...allSkins.filter((s) => !s.isDefaultSkin), ...allItems]) {
      const [min, max] = RARITY_PRICE_BANDS[entry.rarity];
      expect(entry.priceGems, entry.slug).toBeGreaterThanOrEqual(min);
      expect(entry.priceGems, entry.slug).toBeLessThanOrEqual(max);
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const prizes = allItems.filter((i) => !i.purchasable);
    expect(new Set(prizes.map((i) => i.rarity))).toEqual(new Set(RARITIES));
    const times = [...allSkins, ...allItems].map((e) => e.createdAt.getTime());
    expect(new Set(times).size).toBe(times.length);
    // Free avatars come first in the store's createdAt order.
    const firstEight = [...allSkins, ...allItems].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(firstEight.slice(0, allAvatars.length).every((e) => "isDefaultSkin" in e && e.isDefaultSkin)).toBe(
      true,
    );
  });

  it("builds a 12-section wheel whose odds match the documented expected value", async () => {
    const sections = await db.orm.select().from(wheelSections).orderBy(wheelSections.position);
    expect(sections.map((s) => s.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const total = sections.reduce((sum, s) => sum + s.weight, 0);
    expect(total).toBe(WHEEL_TOTAL_WEIGHT);
    for (const s of sections) {
      expect(s.weight).toBeGreaterThan(0);
      if (s.type === "coins") {
        expect(s.label).toBe(coinLabel(s.coinsAmount));
        expect(s.theme).toBe(s.coinsAmount >= 1000 ? "big" : s.coinsAmount >= 500 ? "medium" : "small");
      } else {
        expect(s.coinsAmount).toBe(0);
      }
      if (s.type === "nft") {
        const item = ITEMS.find((i) => i.id === s.itemId);
        expect(item).toMatchObject({ purchasable: false, rarity: s.itemRarity });
        expect(s.theme).toBe("mystery");
      } else {
        expect(s.itemId).toBeNull();
      }
    }
    expect(["5K", "1.5K", "500"].every((label) => sections.some((s) => s.label === label))).toBe(true);
    const coinsEv = sections.reduce((sum, s) => sum + (s.coinsAmount * s.weight) / total, 0);
    const itemEv = sections.reduce((sum, s) => {
      const item = ITEMS.find((i) => i.id === s.itemId);
      return sum + (item ? (item.priceGems * s.weight) / total : 0);
    }, 0);
    expect(coinsEv).toBeCloseTo(399.6, 1);
    expect(itemEv).toBeCloseTo(0.81, 2);
  });

  it("creates 200 deterministic leaderboard players with statistics and their avatar's skin", async () => {
    const players = await db.orm.select().from(users).where(isNull(users.demoId));
    expect(players).toHaveLength(200);
    expect(new Set(players.map((p) => p.referralCode)).size).toBe(200);
    expect(new Set(players.map((p) => p.nickname)).size).toBe(200);
    const stats = await db.orm.select().from(gameStatistics);
    const owned = await db.orm.select().from(userSkins);
    for (const p of players) {
      expect(p.email).toBeNull();
      expect(p.referralCode).toMatch(/^JV[0-9A-Z]{7}$/);
      expect(p.nickname!.length).toBeLessThanOrEqual(25);
      expect(p.equippedSkinId).not.toBeNull();
      expect(owned.some((o) => o.userId === p.id && o.skinId === p.equippedSkinId)).toBe(true);
      const mine = stats.filter((s) => s.userId === p.id);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const s of mine) {
        expect(s.totalWins).toBeLessThanOrEqual(s.totalPlays);
        expect(s.highestRewardCoins).toBeLessThanOrEqual(s.coinsWon);
        expect(s.secondsPlayed).toBeGreaterThan(0);
        expect(s.sessions).toBeGreaterThan(0);
      }
    }
    const gameTypes = new Set(stats.map((s) => s.gameType));
    const games = "bound-in-gold baccarat fireworks-frenzy blackjack roulette jetski jetpack slots".split(
      " ",
    );
    for (const game of games) expect(gameTypes.has(game as never), game).toBe(true);
  });

  it("seeds the same players into a fresh database, and honours leaderboardPlayers", async () => {
    const other = await createDb({ url: ":memory:" });
    try {
      await migrateDb(other);
      const summary = await seedDatabase(other, { leaderboardPlayers: 20 });
      expect(summary.players).toBe(20);
      const pick = (d: Db) =>
        d.orm
          .select({
            n: users.nickname,
            r: users.referralCode,
            xp: users.xp,
            gems: users.gems,
            coins: users.coins,
          })
          .from(users)
          .where(like(users.referralCode, "JV_______"))
          .orderBy(users.id)
          .limit(20);
      expect(await pick(other)).toEqual(await pick(db));
    } finally {
      other.close();
    }
  });

  it("creates the demo accounts with the right access flags and starting kit", async () => {
    const demos = await db.orm.select().from(users).where(isNotNull(users.demoId));
    expect(demos.map((d) => d.demoId).sort()).toEqual(DEMO_USERS.map((d) => d.demoId).sort());
    for (const demo of DEMO_USERS) {
      const row = demos.find((d) => d.demoId === demo.demoId)!;
      expect(demo.demoId).toMatch(/^[a-z0-9-]+$/);
      expect(row).toMatchObject({
        nickname: demo.nickname,
        isDemo: demo.isDemo,
        hasBetaAccess: demo.hasBetaAccess,
        gems: demo.gems,
        coins: demo.coins,
      });
      expect(demo.description.length).toBeGreaterThan(10);
    }
    const beta = demos.find((d) => d.demoId === "jade-beta")!;
    expect(beta).toMatchObject({
      nickname: "JadeTester",
      isDemo: true,
      hasBetaAccess: true,
      gems: 5000,
      coins: 2_500_000,
    });
    const guest = demos.find((d) => d.demoId === "jade-guest")!;
    expect(guest).toMatchObject({ isDemo: false, hasBetaAccess: false });
    const betaSkins = await db.orm.select().from(userSkins).where(eq(userSkins.userId, beta.id));
    const betaItems = await db.orm.select().from(userItems).where(eq(userItems.userId, beta.id));
    const betaStats = await db.orm.select().from(gameStatistics).where(eq(gameStatistics.userId, beta.id));
    expect(betaSkins.length).toBeGreaterThan(2);
    expect(betaSkins.some((s) => s.skinId === beta.equippedSkinId)).toBe(true);
    expect(betaItems.length).toBeGreaterThan(2);
    expect(betaItems.some((i) => i.source === "wheel")).toBe(true);
    expect(betaStats.length).toBeGreaterThan(1);
  });

  it("gives each demo persona a game history of the games its statistics count, never more", async () => {
    // The dashboard's game cards, statistics and leaderboard read game_statistics; its game history
    // reads bet_metrics: a round of a game the statistics don't count read "Played 0 times" beside a win.
    const rows = (
      await db.execute(
        `select u.demo_id as demo, b.game_type as game, count(*) as rounds,
           sum(b.metric_type = 'win') as wins, coalesce(s.total_plays, 0) as plays, coalesce(s.total_wins, 0) as statWins
         from bet_metrics b join users u on u.id = b.user_id
         left join game_statistics s on s.user_id = b.user_id and s.game_type = b.game_type
         where u.demo_id is not null group by b.user_id, b.game_type`,
      )
    ).rows;
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) {
      expect(Number(r.plays), `${r.demo} ${r.game}`).toBeGreaterThanOrEqual(Number(r.rounds));
      expect(Number(r.statWins), `${r.demo} ${r.game}`).toBeGreaterThanOrEqual(Number(r.wins));
    }
  });

  it("re-asserts demo access flags but keeps what a demo session changed", async () => {
    await db.write((tx) =>
      tx
        .update(users)
        .set({ hasBetaAccess: true, nickname: "Renamed" })
        .where(eq(users.demoId, "jade-guest")),
    );
    await seedDatabase(db, { leaderboardPlayers: 0 });
    const [guest] = await db.orm.select().from(users).where(eq(users.demoId, "jade-guest"));
    expect(guest).toMatchObject({ hasBetaAccess: false, nickname: "Renamed" });
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("puts every player with statistics on the global board, totals summing their games", async () => {
    const totals = (
      await db.execute(
        `select user_id, total_plays, total_wins, coins_wagered, coins_won, gems_wagered, gems_won, seconds_played
         from leaderboard_totals order by user_id`,
      )
    ).rows;
    const sums = (
      await db.execute(
        `select user_id, sum(total_plays) as total_plays, sum(total_wins) as total_wins,
           sum(coins_wagered) as coins_wagered, sum(coins_won) as coins_won, sum(gems_wagered) as gems_wagered,
           sum(gems_won) as gems_won, sum(seconds_played) as seconds_played
         from game_statistics group by user_id order by user_id`,
      )
    ).rows;
    expect(totals.length).toBeGreaterThanOrEqual(201); // 200 players and the demo personas who played
    expect(totals.map((r) => ({ ...r }))).toEqual(sums.map((r) => ({ ...r })));
    const [beta] = await db.orm.select().from(users).where(eq(users.demoId, "jade-beta"));
    expect(totals.some((r) => Number(r.user_id) === beta!.id)).toBe(true);
    // The demo personas stand on no public board (db/src/leaderboard/demo-players.ts): the rank
    // buckets count each public board row once per sort field, even after re-seeding.
    const demoRows = (
      await db.execute(
        "select t.user_id from leaderboard_totals t join users u on u.id = t.user_id where t.demo = 1 and u.demo_id is not null",
      )
    ).rows.map((r) => Number(r.user_id));
    expect(demoRows).toContain(beta!.id);
    const buckets = (
      await db.execute(
        "select field, sum(players) as players from leaderboard_rank_buckets where board = 'global' group by field",
      )
    ).rows;
    expect(buckets).toHaveLength(4);
    for (const b of buckets) expect(Number(b.players), String(b.field)).toBe(totals.length - demoRows.length);
  });

  it("seeds private, public and team investors with well-formed wallets", async () => {
    const rows = await db.orm.select().from(schema.investors);
    const count = (type: string) => rows.filter((r) => r.type === type).length;
    expect(count("private")).toBeGreaterThanOrEqual(3);
    expect(count("public")).toBeGreaterThanOrEqual(3);
    expect(count("team")).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.unlockAtTge === "0.00")).toBe(true);
    for (const r of rows) {
      expect(r.evmWalletAddress ?? r.solanaWalletAddress).toBeTruthy();
      if (r.evmWalletAddress) expect(r.evmWalletAddress).toMatch(/^0x[0-9a-f]{40}$/);
      if (r.solanaWalletAddress) expect(r.solanaWalletAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/);
      expect(r.tokenAmount).toMatch(/^\d+$/);
      expect(r.unlockAtTge).toMatch(/^\d{1,3}\.\d{2}$/);
      expect(r.totalInvested).toBeCloseTo(Number(r.tokenAmount) * r.roundPriceUsd, 2);
    }
  });
});

describe("renderArtSvg", () => {
  it("renders deterministic art for every image URL stored in the database", async () => {
    const urls = [
      ...(await db.orm.select().from(skins)).flatMap((s) => [
        s.smallImageUrl,
        s.bigImageUrl,
        s.coverImageUrl,
      ]),
      ...(await db.orm.select().from(items)).map((i) => i.fileUrl),
      ...(await db.orm.select().from(schema.banners)).map((b) => b.imageLink),
      ...(await db.orm.select().from(users)).flatMap((u) => (u.photoUrl ? [u.photoUrl] : [])),
    ];
    const unique = [...new Set(urls)];
    expect(unique.length).toBeGreaterThan(100);
    for (const url of unique) {
      expect(url).toMatch(/^\/media\/(skins|items|banners|avatars)\/[a-z0-9-]+\.svg$/);
      const svg = renderArtSvg(mediaPathFromUrl(url));
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(renderArtSvg(mediaPathFromUrl(url))).toBe(svg);
    }
    expect(renderArtSvg("skins/not-in-the-db-small.svg")).toBeNull();
  });
});
