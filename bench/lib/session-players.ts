/**
 * Players with live sessions, inserted straight into the database the way the API stores them
 * (api/src/lib/auth/sessions.ts `createSession`: an opaque `randomToken()`, only its SHA-256 kept):
 * one transaction, 500 rows a statement, so 10,000 players with tokens take about a second instead
 * of 10,000 sign-ins through the rate-limited HTTP routes.
 */
import { randomToken, sha256Hex } from "../../api/src/lib/crypto.ts";
import type { Db } from "../../db/src/client.ts";
import { TERMS_VERSION } from "../../db/src/enums/users.ts";
import { sessions, users } from "../../db/src/schema/index.ts";

const BATCH = 500;
/** Telegram ids far above the seed's and the other benches' ranges. */
const FIRST_TELEGRAM_ID = 900_000_000;

/**
 * Inserts `count` Telegram players, each with one session valid for `ttlSeconds` and the Terms accepted
 * (18+: every player who plays or buys has; docs/security.md "18+"); returns their bearer tokens.
 */
export async function insertSessionPlayers(db: Db, count: number, ttlSeconds = 86_400): Promise<string[]> {
  const tokens: string[] = [];
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.write(async (tx) => {
    for (let from = 0; from < count; from += BATCH) {
      const n = Math.min(BATCH, count - from);
      const ids = await tx
        .insert(users)
        .values(
          Array.from({ length: n }, (_, k) => ({
            referralCode: `SOCK${from + k}-${crypto.randomUUID().slice(0, 8)}`,
            telegramId: String(FIRST_TELEGRAM_ID + from + k),
            nickname: `Socket${from + k}`,
            termsVersion: TERMS_VERSION,
            termsAcceptedAt: new Date(),
          })),
        )
        .returning({ id: users.id });
      const batch = ids.map(({ id }) => ({ id, token: randomToken() }));
      await tx.insert(sessions).values(
        batch.map(({ id, token }) => ({
          userId: id,
          tokenHash: sha256Hex(token),
          kind: "telegram" as const,
          userAgent: "bench:sockets",
          expiresAt,
        })),
      );
      for (const { token } of batch) tokens.push(token);
    }
  });
  if (tokens.length !== count) throw new Error(`inserted ${tokens.length} of ${count} players`);
  return tokens;
}
