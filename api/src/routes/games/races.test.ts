import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { checkLeaderboardInvariant } from "@jadeverse/db/leaderboard/invariant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import type { TestPlayer } from "../../../test/players.ts";
import { floatStream } from "../../lib/fairness/float-stream.ts";
import { spin } from "../../lib/games/roulette.ts";
import { arrangeBlackjack, coinsOf, gameEntriesOf, key, liveSeed, playerWith, roundsOf } from "./fixtures.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const BET = [{ kind: "straight" as const, numbers: [7], amount: 100 }];
const PARALLEL = 200;

/**
 * How many of `PARALLEL` spins a balance pays for, whatever order they arrive in: each accepted spin
 * takes the next nonce, a refused one takes none (so every later one is refused too).
 */
function accepted(serverSeed: string, clientSeed: string, balance: number) {
  let coins = balance;
  let count = 0;
  while (count < PARALLEL && coins >= 100) {
    const floats = floatStream({ serverSeed, clientSeed, nonce: count }, 1);
    coins += spin(floats, BET).totalPayout - 100;
    count++;
  }
  return { count, coins };
}

/** A client seed under which the balance pays for some spins and not all (the test knows the server seed). */
async function arrangeSome(player: TestPlayer, balance: number) {
  const seed = await liveSeed(api, player);
  for (let i = 0; ; i++) {
    const clientSeed = `race-${i}`;
    const outcome = accepted(seed.serverSeed, clientSeed, balance);
    if (outcome.count >= 5 && outcome.count <= PARALLEL - 5) {
      await api.request("POST", "/api/fairness/client-seed", { token: player.token, body: { clientSeed } });
      return outcome;
    }
  }
}

describe(`bets under concurrency (${usingSqld ? "sqld" : "embedded"})`, () => {
  it(`${PARALLEL} parallel spins with coins for some: exactly those succeed, never overdrawn, the ledger holds`, async () => {
    const player = await playerWith(api, 1_000);
    const expected = await arrangeSome(player, 1_000);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api.request("POST", "/api/games/roulette/spin", {
          token: player.token,
          body: { bets: BET, requestKey: key() },
        }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(expected.count);
    for (const r of refused)
      expect([r.status, r.body.error.code]).toEqual([400, "INSUFFICIENT_BALANCE_ERROR"]);
    for (const r of ok) expect(r.body.balance).toBeGreaterThanOrEqual(0);
    expect(ok.map((r) => r.body.nonce).sort((a, b) => a - b)).toEqual([...Array(expected.count).keys()]);
    expect(await coinsOf(api, player.userId)).toBe(expected.coins);
    const rounds = await roundsOf(api, player.userId);
    expect(rounds).toHaveLength(expected.count);
    const entries = await gameEntriesOf(api, player.userId);
    const net = rounds.reduce((sum, r) => sum + r.totalWin - r.totalBet, 0);
    expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBe(net);
    expect(entries.filter((e) => e.delta < 0)).toHaveLength(expected.count);
    expect(expected.coins).toBe(1_000 + net);
    // `bun run db:check`'s two invariants: the ledger, and the boards' aggregates.
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
    expect(await checkLeaderboardInvariant(api.db)).toEqual([]);
  }, 60_000);

  it("20 parallel copies of one request make one round, charged once, all answered alike", async () => {
    const player = await playerWith(api, 1_000);
    const body = { betPerLine: 5, requestKey: key() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request("POST", "/api/games/slots/spin", { token: player.token, body }),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(await roundsOf(api, player.userId)).toHaveLength(1);
    expect((await gameEntriesOf(api, player.userId)).filter((e) => e.delta < 0)).toHaveLength(1);
    expect(await coinsOf(api, player.userId)).toBe(answers[0]!.body.balance);
  });

  it("keeps a player's nonces unique across games played at once", async () => {
    const player = await playerWith(api, 100_000);
    const writes = Array.from({ length: 30 }, (_, i) => {
      const [path, body] = [
        ["/api/games/slots/spin", { betPerLine: 1 }],
        ["/api/games/roulette/spin", { bets: [{ kind: "even", amount: 10 }] }],
        ["/api/games/baccarat/deal", { bets: { banker: 10 } }],
      ][i % 3] as [string, object];
      return api.request("POST", path, { token: player.token, body: { ...body, requestKey: key() } });
    });
    const answers = await Promise.all(writes);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.map((a) => a.body.nonce).sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("two API instances on one database: one round per key, one open hand, one action per state", async () => {
    const second = await startTestApi({}, { sharedDbUrl: api.dbUrl });
    const on = (i: number) => (i % 2 === 0 ? api : second);
    try {
      const player = await playerWith(api, 10_000);
      const token = player.token;
      const body = { betPerLine: 2, requestKey: key() };
      const copies = await Promise.all(
        Array.from({ length: 10 }, (_, i) => on(i).request("POST", "/api/games/slots/spin", { token, body })),
      );
      for (const a of copies) expect([a.status, a.body]).toEqual([200, copies[0]!.body]);
      expect(await roundsOf(api, player.userId)).toHaveLength(1);

      await arrangeBlackjack(api, player, 100, (s) => s.phase === "player");
      const deals = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          on(i).request("POST", "/api/games/blackjack/deal", {
            token,
            body: { stake: 100, requestKey: key() },
          }),
        ),
      );
      const dealt = deals.filter((d) => d.status === 200);
      expect(dealt).toHaveLength(1);
      for (const d of deals.filter((d) => d.status !== 200))
        expect([d.status, d.body.error.code]).toEqual([409, "BLACKJACK_HAND_OPEN"]);
      const actions = await Promise.all(
        [0, 1].map((i) =>
          on(i).request("POST", "/api/games/blackjack/action", {
            token,
            body: { roundId: dealt[0]!.body.roundId, seq: 0, action: "stand", requestKey: key() },
          }),
        ),
      );
      expect(actions.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await checkLedgerInvariant(api.db)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 60_000);
});
