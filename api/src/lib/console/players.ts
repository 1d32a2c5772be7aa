import {
  ledgerPage,
  liveSessionsOf,
  ordersOf,
  recentRoundsOf,
  searchPlayers,
} from "@jadeverse/db/console/players";
import { ledger } from "@jadeverse/db/ledger";
import { findUserById } from "@jadeverse/db/users/find";
import type { Deps } from "../../context.ts";
import type { ConsoleActor } from "../../middleware/console-auth.ts";
import { notFound } from "../errors.ts";
import { audit } from "./audit.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Players matching a support search. */
export async function findPlayers(deps: Deps, text: string) {
  const rows = await searchPlayers(deps.db.orm, text);
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), deletedAt: iso(r.deletedAt) }));
}

/**
 * A player as support sees them: the account, balances, break, lock and Terms, a page of the ledger,
 * orders, live sessions (never a token or its hash) and the newest 20 game rounds.
 */
export async function playerFile(deps: Deps, userId: number, before?: number) {
  const user = await findUserById(deps.db.orm, userId);
  if (!user) throw notFound("USER_NOT_FOUND_ERROR");
  // Sessions are live by the system clock, as `resolveSession` judges them.
  const [entries, orders, sessions, rounds] = await Promise.all([
    ledgerPage(deps.db.orm, userId, 25, before),
    ordersOf(deps.db.orm, userId),
    liveSessionsOf(deps.db.orm, userId, new Date()),
    recentRoundsOf(deps.db.orm, userId, 20),
  ]);
  return {
    player: {
      id: user.id,
      email: user.email,
      nickname: user.nickname,
      telegramId: user.telegramId,
      walletAddress: user.walletAddress,
      referralCode: user.referralCode,
      gems: user.gems,
      coins: user.coins,
      hasBetaAccess: user.hasBetaAccess,
      termsAcceptedAt: iso(user.termsAcceptedAt),
      breakKind: user.breakKind,
      breakUntil: iso(user.breakUntil),
      lockedAt: iso(user.lockedAt),
      createdAt: iso(user.createdAt),
      deletedAt: iso(user.deletedAt),
    },
    ledger: entries.map((e) => ({
      id: e.id,
      currency: e.currency,
      delta: e.delta,
      balanceAfter: e.balanceAfter,
      reason: e.reason,
      reference: e.reference,
      createdAt: iso(e.createdAt),
    })),
    orders: orders.map((o) => ({
      id: o.id,
      rail: o.rail,
      status: o.status,
      gems: o.gems,
      amount: String(o.amount),
      currency: o.currency,
      createdAt: iso(o.createdAt),
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      kind: s.kind,
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
    })),
    rounds: rounds.map((r) => ({
      id: r.id,
      game: r.game,
      wager: r.totalBet,
      payout: r.totalWin,
      currency: "coins" as const,
      status: r.status,
      createdAt: iso(r.createdAt),
      settledAt: iso(r.settledAt),
    })),
  };
}

/**
 * A balance adjustment by an admin: through the ledger in one transaction with the audit entry, under
 * the operator's own idempotency key (a retried request adjusts once), never below zero (the ledger
 * refuses: 400 NOT_ENOUGH_GEMS_ERROR / INSUFFICIENT_BALANCE_ERROR), with a mandatory reason.
 */
export async function adjustBalance(
  deps: Deps,
  actor: ConsoleActor,
  userId: number,
  change: { currency: "gems" | "coins"; delta: number; reason: string; key: string },
  address: string,
) {
  return deps.db.write(async (tx) => {
    const before = await findUserById(tx, userId);
    if (!before) throw notFound("USER_NOT_FOUND_ERROR");
    const result = await ledger.apply(tx, {
      key: `console-adjust:${actor.user.id}:${change.key}`,
      reason: "console-adjustment",
      reference: `operator:${actor.user.id}`,
      changes: [{ userId, currency: change.currency, delta: change.delta }],
    });
    const balance = result.balances[0]!.balance;
    if (result.applied)
      await audit(
        deps,
        {
          actorUserId: actor.user.id,
          actorRole: actor.role,
          action: "player.adjust-balance",
          target: `user:${userId}`,
          before: { [change.currency]: before[change.currency] },
          after: { [change.currency]: balance },
          reason: change.reason,
          outcome: "done",
          address,
        },
        tx,
      );
    return { applied: result.applied, currency: change.currency, balance };
  });
}
