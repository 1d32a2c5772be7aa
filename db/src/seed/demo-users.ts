import { and, eq } from "drizzle-orm";
import { avatarImagePath, mediaUrl } from "../art/paths.ts";
import type { Tx } from "../client.ts";
import { TERMS_VERSION } from "../enums/users.ts";
import { userItems, userSkins } from "../schema/catalog.ts";
import type { TutorialStep } from "../schema/users.ts";
import { users } from "../schema/users.ts";
import { seedBetHistory } from "./bet-history.ts";
import { avatarById, SKINS } from "./catalog-avatars.ts";
import { ITEMS } from "./catalog-items.ts";
import { grant, type LedgerTally } from "./grants.ts";
import { rebuildLeaderboardTotals } from "./leaderboard-totals.ts";
import { generateGameStats } from "./player-stats.ts";
import { createRandom } from "./random.ts";
import { upsertGameStats } from "./seed-players.ts";

export interface DemoUser {
  /** URL-safe: `/?demoId=<demoId>` signs in as this account (`POST /api/auth/login-demo`). */
  demoId: string;
  nickname: string | null;
  isDemo: boolean;
  hasBetaAccess: boolean;
  description: string;
  gems: number;
  coins: number;
}

interface DemoUserSeed extends DemoUser {
  referralCode: string;
  xp: number;
  vip: number;
  country: string;
  tutorialStep: TutorialStep | null;
  equippedSkin: string | null;
  skins: string[];
  items: { slug: string; source: "store" | "wheel" | "grant"; equipped?: boolean }[];
  /** 0: no game statistics; otherwise how much the account has "played". */
  activity: number;
}

/** Demo accounts. Play is enabled when `isDemo` or `hasBetaAccess` (docs/product/platform.md §4). */
export const DEMO_USERS: readonly DemoUserSeed[] = [
  {
    demoId: "jade-beta",
    nickname: "JadeTester",
    isDemo: true,
    hasBetaAccess: true,
    description: "Beta tester: can play, BETA badge, 5,000 gems and 2.5M coins, skins, items and statistics.",
    gems: 5000,
    coins: 2_500_000,
    referralCode: "JVDEMOBETA",
    xp: 12_500,
    vip: 2,
    country: "BG",
    tutorialStep: "STEP_4_COMPLETE",
    equippedSkin: "storm-cloud-dragon",
    skins: ["jade-dragon", "crimson-phoenix", "white-tiger", "storm-cloud-dragon", "ember-phoenix"],
    items: [
      { slug: "lucky-koi-charm", source: "store", equipped: true },
      { slug: "silk-hanfu-robe", source: "store", equipped: true },
      { slug: "dragon-boat", source: "store" },
      { slug: "paper-lantern", source: "store" },
      { slug: "golden-carp-charm", source: "wheel" },
      { slug: "lucky-red-envelope", source: "wheel" },
    ],
    activity: 0.55,
  },
  {
    demoId: "jade-guest",
    nickname: "JadeGuest",
    isDemo: false,
    hasBetaAccess: false,
    description: "No beta access: the full dashboard, but Play stays disabled. 250 gems, 150K coins.",
    gems: 250,
    coins: 150_000,
    referralCode: "JVDEMOGUEST",
    xp: 450,
    vip: 0,
    country: "DE",
    tutorialStep: null,
    equippedSkin: "monkey-king",
    skins: ["monkey-king"],
    items: [{ slug: "paper-lantern", source: "store" }],
    activity: 0.08,
  },
  {
    demoId: "jade-rookie",
    nickname: null,
    isDemo: true,
    hasBetaAccess: false,
    description: "Brand-new player: no nickname or avatar chosen yet (welcome picker, tutorial), 100 gems.",
    gems: 100,
    coins: 0,
    referralCode: "JVDEMOROOKIE",
    xp: 0,
    vip: 0,
    country: "GB",
    tutorialStep: null,
    equippedSkin: null,
    skins: ["jade-dragon", "crimson-phoenix", "white-tiger", "moon-rabbit"],
    items: [],
    activity: 0,
  },
];

const DEMO_CREATED_AT = new Date(Date.UTC(2025, 6, 1));
/** The newest seeded round of a demo persona's game history. */
const DEMO_HISTORY_UNTIL = new Date(Date.UTC(2026, 10, 1));

const skinId = (slug: string) => {
  const skin = SKINS.find((s) => s.slug === slug);
  if (!skin) throw new Error(`seed: unknown skin ${slug}`);
  return skin.id;
};
/** The round portrait of the avatar a skin dresses. */
const photoFor = (skinSlug: string) => {
  const skin = SKINS.find((s) => s.slug === skinSlug);
  return skin ? mediaUrl(avatarImagePath(avatarById(skin.avatarId).slug)) : null;
};
const itemId = (slug: string) => {
  const item = ITEMS.find((i) => i.slug === slug);
  if (!item) throw new Error(`seed: unknown item ${slug}`);
  return item.id;
};

export interface DemoCounts {
  demoUsers: number;
  gameStatistics: number;
  userSkins: number;
  userItems: number;
  betMetrics: number;
}

/**
 * Creates the demo accounts. A re-seed re-asserts their access flags and anything missing from
 * their starting kit, but keeps what a demo session changed (nickname, equipment, progress);
 * balances are granted once per ledger key.
 */
export async function seedDemoUsers(tx: Tx, tally: LedgerTally): Promise<DemoCounts> {
  const counts: DemoCounts = { demoUsers: 0, gameStatistics: 0, userSkins: 0, userItems: 0, betMetrics: 0 };
  for (const demo of DEMO_USERS) {
    const [row] = await tx
      .insert(users)
      .values({
        demoId: demo.demoId,
        nickname: demo.nickname,
        isDemo: demo.isDemo,
        hasBetaAccess: demo.hasBetaAccess,
        referralCode: demo.referralCode,
        country: demo.country,
        xp: demo.xp,
        vip: demo.vip,
        gems: 0,
        coins: 0,
        tutorialStep: demo.tutorialStep,
        equippedSkinId: demo.equippedSkin ? skinId(demo.equippedSkin) : null,
        photoUrl: demo.equippedSkin ? photoFor(demo.equippedSkin) : null,
        // The operator's showcase accounts: the Terms accepted, so a demo visit plays at once.
        termsVersion: TERMS_VERSION,
        termsAcceptedAt: DEMO_CREATED_AT,
        createdAt: DEMO_CREATED_AT,
      })
      .onConflictDoUpdate({
        target: users.demoId,
        set: {
          isDemo: demo.isDemo,
          hasBetaAccess: demo.hasBetaAccess,
          termsVersion: TERMS_VERSION,
          termsAcceptedAt: DEMO_CREATED_AT,
        },
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`seed: demo user ${demo.demoId} was not stored`);
    const userId = row.id;
    counts.demoUsers++;

    if (demo.skins.length > 0) {
      await tx
        .insert(userSkins)
        .values(demo.skins.map((slug) => ({ userId, skinId: skinId(slug), acquiredAt: DEMO_CREATED_AT })))
        .onConflictDoNothing();
      counts.userSkins += demo.skins.length;
    }

    for (const item of demo.items) {
      const id = itemId(item.slug);
      const owned = await tx
        .select({ id: userItems.id })
        .from(userItems)
        .where(and(eq(userItems.userId, userId), eq(userItems.itemId, id)))
        .limit(1);
      if (owned.length === 0) {
        await tx.insert(userItems).values({
          userId,
          itemId: id,
          source: item.source,
          equippedAt: item.equipped ? DEMO_CREATED_AT : null,
          acquiredAt: DEMO_CREATED_AT,
        });
      }
      counts.userItems++;
    }

    if (demo.activity > 0) {
      const stats = generateGameStats(createRandom(`demo:${demo.demoId}`), demo.activity, 1 + demo.vip * 0.8);
      await upsertGameStats(
        tx,
        stats.map((s) => ({ ...s, userId })),
        false,
      );
      await rebuildLeaderboardTotals(tx, [userId]);
      counts.gameStatistics += stats.length;
      counts.betMetrics += await seedBetHistory(
        tx,
        createRandom(`demo:${demo.demoId}:rounds`),
        `demo:${demo.demoId}`,
        userId,
        stats,
        demo.activity,
        DEMO_HISTORY_UNTIL,
      );
    }

    await grant(tx, tally, `seed:demo:${demo.demoId}:gems`, userId, "gems", demo.gems);
    await grant(tx, tally, `seed:demo:${demo.demoId}:coins`, userId, "coins", demo.coins);
  }
  return counts;
}
