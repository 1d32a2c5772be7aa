import { withPlatformDb } from "./dashboard-setup.ts";

/**
 * Gives a player gems the way an operator's grant would: the balance and its ledger entry in one
 * batch on the served platform's database (the app's own grant paths are tested by the API suites).
 */
export async function grantGems(userId: number, gems: number): Promise<void> {
  await withPlatformDb((db) =>
    db.batch(
      [
        { sql: "UPDATE users SET gems = gems + ? WHERE id = ?", args: [gems, userId] },
        {
          sql: `INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key)
                SELECT id, 'gems', ?, gems, 'e2e-grant', NULL, ? FROM users WHERE id = ?`,
          args: [gems, `e2e-grant:${userId}:${Date.now()}:${Math.random()}`, userId],
        },
      ],
      "write",
    ),
  );
}

/**
 * Takes every coin the player holds, the way an operator's adjustment would (balance and ledger entry
 * in one batch), behind the page's back: the page still shows the coins it last read.
 */
export async function takeAllCoins(userId: number): Promise<void> {
  await withPlatformDb((db) =>
    db.batch(
      [
        {
          sql: `INSERT INTO ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key)
                SELECT id, 'coins', -coins, 0, 'e2e-adjustment', NULL, ? FROM users WHERE id = ? AND coins > 0`,
          args: [`e2e-adjustment:${userId}:${Date.now()}:${Math.random()}`, userId],
        },
        { sql: "UPDATE users SET coins = 0 WHERE id = ?", args: [userId] },
      ],
      "write",
    ),
  );
}
