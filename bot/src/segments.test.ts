import { countSegment, type Segment, segmentMembers } from "@jadeverse/db/broadcasts/segments";
import { sessions, users } from "@jadeverse/db/schema";
import { totalXpForLevel } from "@jadeverse/db/xp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPlayers } from "../test/broadcast-players.ts";
import { createTestDb, type TestDb } from "../test/db.ts";
import { parseSegment } from "./segments.ts";

let t: TestDb;
const ids: Record<string, number> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestDb();
  const db = t.db;
  const players = await insertPlayers(db, 10, (i) => {
    const base = { nickname: `n${i}` };
    switch (i) {
      case 0: // the referrer: beta, level 5, an EVM wallet, signed in today
        return {
          ...base,
          referralCode: "REFBOSS",
          hasBetaAccess: true,
          xp: totalXpForLevel(5),
          walletAddress: "0xabc",
        };
      case 1: // TON wallet, level 4 (just below 5), inactive
        return { ...base, tonAddress: "0:ff", xp: totalXpForLevel(5) - 1 };
      case 2: // blocked the bot: in no segment, although beta
        return { ...base, hasBetaAccess: true, botBlockedAt: new Date() };
      case 3: // deleted
        return { ...base, deletedAt: new Date(), hasBetaAccess: true };
      case 4: // a demo persona
        return { ...base, isDemo: true, hasBetaAccess: true };
      case 5: // no Telegram id
        return { ...base, telegramId: null, hasBetaAccess: true };
      case 8: // taking a break (a cool-off until tomorrow): no promotion reaches them
        return {
          ...base,
          hasBetaAccess: true,
          breakKind: "cool-off-24h",
          breakUntil: new Date(Date.now() + DAY),
        };
      case 9: // a break that ended yesterday: reachable again
        return { ...base, breakKind: "cool-off-7d", breakUntil: new Date(Date.now() - DAY) };
      default:
        return base;
    }
  });
  players.forEach((p, i) => {
    ids[`p${i}`] = p.id;
  });
  await db.write(async (tx) => {
    // p6 and p7 were referred by p0; p1 by p6.
    await tx.update(users).set({ referredById: ids.p0 }).where(eq(users.id, ids.p6!));
    await tx.update(users).set({ referredById: ids.p0 }).where(eq(users.id, ids.p7!));
    await tx.update(users).set({ referredById: ids.p6 }).where(eq(users.id, ids.p1!));
    const session = (userId: number, ageDays: number, n: number) => ({
      userId,
      tokenHash: `h${userId}-${n}`,
      kind: "telegram" as const,
      createdAt: new Date(Date.now() - ageDays * DAY),
      expiresAt: new Date(Date.now() + DAY),
    });
    await tx
      .insert(sessions)
      .values([
        session(ids.p0!, 0, 1),
        session(ids.p1!, 40, 1),
        session(ids.p6!, 10, 1),
        session(ids.p6!, 50, 2),
      ]);
  });
});
afterAll(() => t.close());

const members = async (segment: Segment) =>
  (await segmentMembers(t.db, segment)).map(
    (m) => Object.entries(ids).find(([, id]) => id === m.userId)?.[0],
  );

describe("segments", () => {
  it("all players: only reachable ones (Telegram id, not deleted, not demo, not blocked, not on a break)", async () => {
    expect(await members({ kind: "all" })).toEqual(["p0", "p1", "p6", "p7", "p9"]);
    expect(await countSegment(t.db, { kind: "all" })).toBe(5);
  });

  it("beta, level ≥ N and wallet (EVM or TON)", async () => {
    expect(await members({ kind: "beta" })).toEqual(["p0"]);
    expect(await members({ kind: "level", minLevel: 5 })).toEqual(["p0"]);
    expect(await members({ kind: "level", minLevel: 4 })).toEqual(["p0", "p1"]);
    expect(await members({ kind: "wallet" })).toEqual(["p0", "p1"]);
  });

  it("inactive for N days: no session created in that time (never signed in counts)", async () => {
    expect(await members({ kind: "inactive", days: 30 })).toEqual(["p1", "p7", "p9"]);
    expect(await members({ kind: "inactive", days: 5 })).toEqual(["p1", "p6", "p7", "p9"]);
  });

  it("referral cohort: the players referred by the owner of a code", async () => {
    expect(await members({ kind: "referral", referralCode: "REFBOSS" })).toEqual(["p6", "p7"]);
    expect(await members({ kind: "referral", referralCode: "NOPE" })).toEqual([]);
  });

  it("parses a segment and its typed value, refusing bad ones", () => {
    expect(parseSegment("level", " 12 ")).toEqual({ kind: "level", minLevel: 12 });
    expect(parseSegment("level", "0")).toBeNull();
    expect(parseSegment("inactive", "x")).toBeNull();
    expect(parseSegment("referral", "  ")).toBeNull();
    expect(parseSegment("wallet")).toEqual({ kind: "wallet" });
  });
});
