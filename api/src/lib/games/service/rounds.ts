import type { Db, Tx } from "@jadeverse/db/client";
import { isUniqueViolation } from "@jadeverse/db/errors";
import { liveSeedFor, takeNonce } from "@jadeverse/db/fairness/seeds";
import type { InstantGame } from "@jadeverse/db/games/names";
import { findRoundByRequestKey, type GameRound } from "@jadeverse/db/games/rounds";
import { ApiError, conflict } from "../../errors.ts";
import { draw } from "../../fairness/float-stream.ts";
import { nativeHmacSha256 } from "../../fairness/native-hmac.ts";
import { freshSeedPair } from "../../fairness/service.ts";

/** Where a round's randomness comes from: the player's live seed and the nonce the round took. */
export interface Provenance {
  seedId: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
}

/**
 * Takes the player's next nonce on their live seed (the one the wheel uses too) and draws the
 * round's first `count` floats: `HMAC_SHA256(serverSeed, "${clientSeed}:${nonce}:${round}")`, 4 bytes
 * a float. In the round's transaction: a round that is refused or rolled back consumes no nonce.
 */
export async function drawRound(
  tx: Tx,
  userId: number,
  count: number,
): Promise<{ provenance: Provenance; floats: number[] }> {
  const seed = await liveSeedFor(tx, userId, freshSeedPair);
  const nonce = await takeNonce(tx, seed.id);
  const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce };
  const { floats } = draw(seeds, count, nativeHmacSha256);
  return {
    provenance: { seedId: seed.id, nonce, clientSeed: seed.clientSeed, serverSeedHash: seed.serverSeedHash },
    floats,
  };
}

/** A client request as stored with its round: the game and the bet, compared when a key comes back. */
export interface RoundRequest {
  game: InstantGame;
  bet: unknown;
}

const sameRequest = (round: GameRound, request: RoundRequest) =>
  round.game === request.game && JSON.stringify(round.bet) === JSON.stringify(request.bet);

/** The round made under this key, if any; 409 `IDEMPOTENCY_KEY_REUSED` when it was another request. */
export async function earlierRound(
  db: Db | Tx,
  userId: number,
  requestKey: string,
  request: RoundRequest,
): Promise<GameRound | undefined> {
  const round = await findRoundByRequestKey("orm" in db ? db.orm : db, userId, requestKey);
  if (round && !sameRequest(round, request)) throw new ApiError(409, "IDEMPOTENCY_KEY_REUSED");
  return round;
}

/**
 * Runs `play` (one write transaction that starts with {@link earlierRound}) at most once per client
 * `requestKey`: a retry answers the round made under it. Two copies racing past the first look end
 * with one round: the loser's insert hits the `(user_id, request_key)` unique index, its transaction
 * rolls back (nothing debited, no nonce taken) and it answers the winner's round. A second open
 * hand racing the first is 409 `BLACKJACK_HAND_OPEN` (the one-open-hand index).
 */
export async function oncePerKey(
  db: Db,
  userId: number,
  requestKey: string,
  request: RoundRequest,
  play: () => Promise<GameRound>,
): Promise<GameRound> {
  const earlier = await earlierRound(db, userId, requestKey, request);
  if (earlier) return earlier;
  try {
    return await play();
  } catch (error) {
    if (isUniqueViolation(error, "game_rounds", ["user_id", "request_key"])) {
      const winner = await earlierRound(db, userId, requestKey, request);
      if (winner) return winner;
    }
    if (isUniqueViolation(error, "game_rounds", ["user_id"])) throw conflict("BLACKJACK_HAND_OPEN");
    throw error;
  }
}
