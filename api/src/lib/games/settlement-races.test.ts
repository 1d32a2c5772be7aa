// One round per client key even when two copies of a request race past the first look, and the
// one-open-hand rule when two blackjack deals race: oncePerKey with the real rounds table and ledger.
import { isUniqueViolation } from "@jadeverse/db/errors";
import { insertRound } from "@jadeverse/db/games/rounds";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { coinsOf, gameEntriesOf, key, playerWith, roundsOf } from "../../routes/games/fixtures.ts";
import { playInstant } from "./service/instant.ts";
import { drawRound, earlierRound, oncePerKey } from "./service/rounds.ts";
import { slotsSpinPlan } from "./service/slots.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const plan = slotsSpinPlan(1);
const request = { game: plan.game, bet: plan.bet };

/** What a racing copy does after passing the first look: draws its own nonce and records its round. */
const recordRound = (userId: number, requestKey: string, status: "settled" | "open" = "settled") =>
  api.db.write(async (tx) => {
    const { provenance } = await drawRound(tx, userId, plan.floats);
    return insertRound(tx, {
      userId,
      game: status === "open" ? "blackjack" : plan.game,
      requestKey,
      ...provenance,
      bet: plan.bet,
      outcome: null,
      totalBet: 10,
      totalWin: 0,
      status,
      balanceAfter: 0,
      settledAt: status === "open" ? null : new Date(),
    });
  });

describe("a requestKey played by two racing copies", () => {
  it("answers the loser with the winner's round: one round, one debit, the winner's balance", async () => {
    const player = await playerWith(api, 1_000);
    const requestKey = key();
    let winner: Awaited<ReturnType<typeof playInstant>> | undefined;
    const answer = await oncePerKey(api.db, player.userId, requestKey, request, async () => {
      winner = await playInstant(api.db, player.userId, requestKey, plan);
      return recordRound(player.userId, requestKey);
    });
    expect(answer).toEqual(winner);
    expect(await roundsOf(api, player.userId)).toHaveLength(1);
    expect(await coinsOf(api, player.userId)).toBe(winner!.balanceAfter);
    expect((await gameEntriesOf(api, player.userId)).filter((e) => e.delta < 0)).toHaveLength(1);
  });

  it("surfaces any other failure of the round even when the key's round exists by then", async () => {
    const player = await playerWith(api, 1_000);
    const requestKey = key();
    const failure = oncePerKey(api.db, player.userId, requestKey, request, async () => {
      const won = await playInstant(api.db, player.userId, requestKey, plan);
      // Another key on the winner's seed and nonce: a unique violation, but not of the request key.
      return api.db.write((tx) =>
        insertRound(tx, { ...won, id: undefined, createdAt: undefined, requestKey: key() } as never),
      );
    });
    // Read as the database layer reads a violation: the file's and sqld's messages differ.
    const error = await failure.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, "game_rounds", ["seed_id", "nonce"])).toBe(true);
  });

  it("answers a retry from the round already made, without opening the round's write again", async () => {
    const player = await playerWith(api, 1_000);
    const requestKey = key();
    const first = await playInstant(api.db, player.userId, requestKey, plan);
    let plays = 0;
    const again = await oncePerKey(api.db, player.userId, requestKey, request, async () => {
      plays++;
      return first;
    });
    expect(again).toEqual(first);
    expect(plays).toBe(0);
  });

  it("binds a key to its game as well as its bet: the same bet under another game is 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const player = await playerWith(api, 1_000);
    const requestKey = key();
    await playInstant(api.db, player.userId, requestKey, plan);
    await expect(
      earlierRound(api.db, player.userId, requestKey, { game: "roulette", bet: plan.bet }),
    ).rejects.toMatchObject({ status: 409, code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await earlierRound(api.db, player.userId, requestKey, request)).toMatchObject({ requestKey });
  });
});

describe("two blackjack hands racing to open", () => {
  it("refuses the second open hand with 409 BLACKJACK_HAND_OPEN and keeps nothing of it", async () => {
    const player = await playerWith(api, 1_000);
    const failure = oncePerKey(api.db, player.userId, key(), request, async () => {
      await recordRound(player.userId, key(), "open");
      return recordRound(player.userId, key(), "open");
    });
    await expect(failure).rejects.toMatchObject({ status: 409, code: "BLACKJACK_HAND_OPEN" });
    expect(await roundsOf(api, player.userId)).toHaveLength(1);
    expect(await coinsOf(api, player.userId)).toBe(1_000);
  });
});
