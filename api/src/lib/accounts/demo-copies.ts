import {
  copyPersonaPossessions,
  deleteDemoCopies,
  expiredDemoCopyIds,
} from "@jadeverse/db/accounts/demo-copies";
import { copyLeaderboardTotals } from "@jadeverse/db/leaderboard/totals";
import { ledger } from "@jadeverse/db/ledger";
import { insertUser } from "@jadeverse/db/users/insert";
import { setMaxGemsOwned } from "@jadeverse/db/users/profile";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { forbidden } from "../errors.ts";

/**
 * `?demoId=` visits. A demo persona (a row with `demo_id`) is a template nobody signs in as: each visit
 * gets its own private copy (balances through the ledger, skins, items, statistics, tutorial state), so
 * what one visitor changes is never seen by the next. A copy lives as long as its session: logging out
 * deletes it, and the cleanup job deletes copies whose session has expired.
 */

/** Demo players (personas and their copies) never change e-mail, password or Telegram link. */
export function isDemoPlayer(user: Pick<User, "demoId" | "demoOfId">): boolean {
  return user.demoId !== null || user.demoOfId !== null;
}

export function assertNotDemo(user: Pick<User, "demoId" | "demoOfId">): void {
  if (isDemoPlayer(user)) throw forbidden("DEMO_IDENTITY_LOCKED");
}

/** Copies a persona for one visit, in one write transaction; the copy expires with its session. */
export async function createDemoCopy(deps: Deps, persona: User, expiresAt: Date): Promise<User> {
  return deps.db.write(async (tx) => {
    const copy = await insertUser(tx, {
      nickname: persona.nickname,
      firstName: persona.firstName,
      lastName: persona.lastName,
      country: persona.country,
      photoUrl: persona.photoUrl,
      xp: persona.xp,
      vip: persona.vip,
      hasBetaAccess: persona.hasBetaAccess,
      isDemo: persona.isDemo,
      tutorialStep: persona.tutorialStep,
      equippedSkinId: persona.equippedSkinId,
      demoOfId: persona.id,
      demoExpiresAt: expiresAt,
      termsVersion: persona.termsVersion,
      termsAcceptedAt: persona.termsAcceptedAt,
    });
    await copyPersonaPossessions(tx, persona.id, copy.id);
    await copyLeaderboardTotals(tx, persona.id, copy.id);
    const changes = [
      { userId: copy.id, currency: "gems" as const, delta: persona.gems },
      { userId: copy.id, currency: "coins" as const, delta: persona.coins },
    ].filter((change) => change.delta > 0);
    if (changes.length > 0)
      await ledger.apply(tx, {
        key: `demo-copy:${copy.id}`,
        reason: "demo-grant",
        reference: `user:${persona.id}`,
        changes,
      });
    await setMaxGemsOwned(tx, copy.id, persona.maxGemsOwned);
    return { ...copy, gems: persona.gems, coins: persona.coins, maxGemsOwned: persona.maxGemsOwned };
  });
}

/** Ends a visit: the copy is deleted at once (logout). */
export async function deleteDemoCopy(deps: Deps, userId: number): Promise<void> {
  await deps.db.write((tx) => deleteDemoCopies(tx, [userId]));
}

/** The cleanup job: deletes copies whose visit has ended, in batches. Returns how many went. */
export async function pruneExpiredDemoCopies(deps: Deps, now = new Date(), batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await deps.db.write(async (tx) =>
      deleteDemoCopies(tx, await expiredDemoCopyIds(tx, now, batch)),
    );
    total += gone;
    if (gone < batch) return total;
  }
}
