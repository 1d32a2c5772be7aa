// What the games suites share: players with coins, the live seed as the server holds it, the floats
// a round will draw, and a client seed chosen so that the next blackjack hand is of a wanted kind.
import { randomUUID } from "node:crypto";
import { findLiveSeed } from "@jadeverse/db/fairness/seeds";
import { gameLedgerOf, roundsOfPlayer } from "@jadeverse/db/games/audit";
import { ledger } from "@jadeverse/db/ledger";
import { findUserById } from "@jadeverse/db/users/find";
import { expect } from "vitest";
import type { TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { floatStream } from "../../lib/fairness/float-stream.ts";
import { BLACKJACK_FLOATS, type BlackjackState, deal } from "../../lib/games/blackjack.ts";

export const key = () => randomUUID();

/** Credits coins through the ledger (a fresh test player has none). */
export const grantCoins = (api: Pick<TestApi, "db">, userId: number, coins: number) =>
  ledger.run(api.db, {
    key: `test-coins:${userId}:${randomUUID()}`,
    reason: "test-grant",
    changes: [{ userId, currency: "coins", delta: coins }],
  });

/** A signed-in player holding `coins`. */
export async function playerWith(api: TestApi, coins: number): Promise<TestPlayer> {
  const [player] = await createPlayers(api, 1);
  if (coins > 0) await grantCoins(api, player!.userId, coins);
  return player!;
}

export async function coinsOf(api: TestApi, userId: number): Promise<number> {
  return (await findUserById(api.db.orm, userId))!.coins;
}

/** The player's live seed as the server holds it (made by `GET /api/fairness` on first use). */
export async function liveSeed(api: TestApi, player: TestPlayer) {
  await api.request("GET", "/api/fairness", { token: player.token });
  return (await findLiveSeed(api.db.orm, player.userId))!;
}

/** The floats the player's next round (or the round at `nonce`) draws. */
export async function nextFloats(api: TestApi, player: TestPlayer, count: number, nonce?: number) {
  const seed = await liveSeed(api, player);
  const at = nonce ?? seed.nextNonce;
  return floatStream({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: at }, count);
}

/**
 * Sets a client seed under which the player's next blackjack hand of `stake`, as dealt, satisfies
 * `wanted` (the tests know the server seed; a player never does). Answers that dealt state.
 */
export async function arrangeBlackjack(
  api: TestApi,
  player: TestPlayer,
  stake: number,
  wanted: (state: BlackjackState) => boolean,
): Promise<BlackjackState> {
  const seed = await liveSeed(api, player);
  for (let i = 0; i < 20_000; i++) {
    const clientSeed = `arranged-${i}`;
    const floats = floatStream(
      { serverSeed: seed.serverSeed, clientSeed, nonce: seed.nextNonce },
      BLACKJACK_FLOATS,
    );
    const state = deal(stake, floats);
    if (!wanted(state)) continue;
    const set = await api.request("POST", "/api/fairness/client-seed", {
      token: player.token,
      body: { clientSeed },
    });
    expect(set.status).toBe(200);
    return state;
  }
  throw new Error("no client seed gives the wanted hand");
}

/** The player's rounds as stored. */
export const roundsOf = (api: TestApi, userId: number) => roundsOfPlayer(api.db.orm, userId);

/** The player's ledger entries of game rounds, in order. */
export const gameEntriesOf = (api: TestApi, userId: number) => gameLedgerOf(api.db.orm, userId);
