import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented, type OpenApiDocument } from "../../../test/openapi-check.ts";
import { deal } from "../../lib/games/baccarat.ts";
import { cardIndex, floatForCard, RANKS } from "../../lib/games/cards.ts";
import { BACCARAT_OUTCOMES } from "../../lib/games/catalog.ts";
import {
  BLACKJACK_LIMITS,
  GAME_ROUNDS_PER_MINUTE,
  ROULETTE_LIMITS,
  SLOTS_LIMITS,
} from "../../lib/games/limits.ts";
import { exactRtp, JADE_SLOTS, ratioToDecimal } from "../../lib/games/slots.ts";
import { coinsOf, key, liveSeed, playerWith, roundsOf } from "./fixtures.ts";

let api: TestApi;
let document: OpenApiDocument;
beforeAll(async () => {
  api = await startTestApi();
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

describe("GET /api/games", () => {
  it("publishes the limits, the returns and the slot machine, as documented", async () => {
    const res = await api.request("GET", "/api/games");
    expect(res.status).toBe(200);
    expectDocumented(document, "get", "/api/games", res);
    const { roulette, baccarat, slots, blackjack } = res.body.games;
    expect(res.body.currency).toBe("coins");
    expect(roulette.limits).toEqual(ROULETTE_LIMITS);
    expect(roulette).toMatchObject({ rtpExact: "36/37", rtp: 0.972973, houseEdge: 0.027027, pockets: 37 });
    expect(slots.limits).toEqual(SLOTS_LIMITS);
    expect(slots.rtpExact).toBe("32285373/33554432");
    expect(slots.rtp).toBeCloseTo(Number(ratioToDecimal(exactRtp().rtp, 9)), 6);
    expect(slots.reels).toEqual(JADE_SLOTS.strips);
    expect(slots.paylines).toHaveLength(SLOTS_LIMITS.lines);
    expect(slots.paytable.W).toEqual([50, 250, 2000]);
    expect(blackjack.limits).toEqual(BLACKJACK_LIMITS);
    expect(blackjack.rtpExact).toBeNull();
    expect(baccarat.bets.tie).toMatchObject({ pays: "8:1", rtpExact: "4145409/4826809" });
    expect(baccarat.bets.player).toMatchObject({
      rtp: 0.987719,
      houseEdge: 0.012281,
      rtpExact: "366733/371293",
    });
    expect(baccarat.bets.banker).toMatchObject({ rtp: 0.98936, houseEdge: 0.01064 });
  });

  it("states the baccarat odds the engine deals: every one of the 13⁶ value sequences counted", () => {
    // Ten value classes (10/J/Q/K count 0, four ranks of them; A and 2–9 one rank each), 6 cards.
    const classes = ["10", "A", "2", "3", "4", "5", "6", "7", "8", "9"] as const;
    const floats = classes.map((rank) => floatForCard(cardIndex(rank)));
    const weight = classes.map((rank) => (rank === "10" ? 4 : 1));
    const wins = { player: 0, banker: 0, tie: 0 };
    const picked = [0, 0, 0, 0, 0, 0];
    const walk = (depth: number, w: number): void => {
      if (depth === 6) {
        wins[deal(picked.map((c) => floats[c]!)).winner] += w;
        return;
      }
      for (let c = 0; c < 10; c++) {
        picked[depth] = c;
        walk(depth + 1, w * weight[c]!);
      }
    };
    walk(0, 1);
    expect(RANKS.length ** 6).toBe(Number(BACCARAT_OUTCOMES.of));
    expect(wins).toEqual({
      player: Number(BACCARAT_OUTCOMES.player),
      banker: Number(BACCARAT_OUTCOMES.banker),
      tie: Number(BACCARAT_OUTCOMES.tie),
    });
  });
});

const WRITES = [
  ["/api/games/roulette/spin", { bets: [{ kind: "red", amount: 10 }], requestKey: "k" }],
  ["/api/games/baccarat/deal", { bets: { player: 10 }, requestKey: "k" }],
  ["/api/games/slots/spin", { betPerLine: 1, requestKey: "k" }],
  ["/api/games/blackjack/deal", { stake: 10, requestKey: "k" }],
  ["/api/games/blackjack/action", { roundId: 1, seq: 0, action: "hit", requestKey: "k" }],
] as const;

describe("sessions", () => {
  it("answers 401 UNAUTHORIZED to every game call without a session", async () => {
    for (const [path, body] of WRITES) {
      const res = await api.request("POST", path, { body });
      expect(res.status, path).toBe(401);
      expectDocumented(document, "post", path, res);
    }
    for (const path of ["/api/games/blackjack/current", "/api/games/history"]) {
      const res = await api.request("GET", path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
    }
  });
});

describe("bets the tables refuse: 400 with a typed code, nothing played", () => {
  const refusals: [string, unknown, string][] = [
    // Shapes (zod): VALIDATION_ERROR names the field.
    ["/api/games/roulette/spin", { bets: [{ kind: "purple", amount: 10 }] }, "VALIDATION_ERROR"],
    ["/api/games/roulette/spin", { bets: [] }, "VALIDATION_ERROR"],
    ["/api/games/roulette/spin", { bets: [{ kind: "red", amount: 1.5 }] }, "VALIDATION_ERROR"],
    ["/api/games/baccarat/deal", { bets: {} }, "VALIDATION_ERROR"],
    ["/api/games/slots/spin", { betPerLine: 0 }, "VALIDATION_ERROR"],
    ["/api/games/blackjack/deal", { stake: -10 }, "VALIDATION_ERROR"],
    // Off the layout (the engine): GAME_INVALID_BET.
    [
      "/api/games/roulette/spin",
      { bets: [{ kind: "split", numbers: [1, 5], amount: 10 }] },
      "GAME_INVALID_BET",
    ],
    ["/api/games/roulette/spin", { bets: [{ kind: "straight", amount: 10 }] }, "GAME_INVALID_BET"],
    ["/api/games/roulette/spin", { bets: [{ kind: "red", numbers: [1], amount: 10 }] }, "GAME_INVALID_BET"],
    // Over the table limits: GAME_BET_OUT_OF_LIMITS.
    ["/api/games/roulette/spin", { bets: [{ kind: "red", amount: 10_001 }] }, "GAME_BET_OUT_OF_LIMITS"],
    [
      "/api/games/roulette/spin",
      { bets: Array.from({ length: 11 }, () => ({ kind: "red", amount: 10_000 })) },
      "GAME_BET_OUT_OF_LIMITS",
    ],
    [
      // 360,000 on 17 alone is the limit; the split on 17 would take the best pocket past it.
      "/api/games/roulette/spin",
      {
        bets: [
          { kind: "straight", numbers: [17], amount: 10_000 },
          { kind: "split", numbers: [17, 18], amount: 100 },
        ],
      },
      "GAME_BET_OUT_OF_LIMITS",
    ],
    ["/api/games/baccarat/deal", { bets: { banker: 9 } }, "GAME_BET_OUT_OF_LIMITS"],
    ["/api/games/baccarat/deal", { bets: { tie: 20_000 } }, "GAME_BET_OUT_OF_LIMITS"],
    ["/api/games/slots/spin", { betPerLine: 1_001 }, "GAME_BET_OUT_OF_LIMITS"],
    ["/api/games/blackjack/deal", { stake: 9 }, "GAME_BET_OUT_OF_LIMITS"],
    ["/api/games/blackjack/deal", { stake: 10_001 }, "GAME_BET_OUT_OF_LIMITS"],
  ];

  it("refuses bad shapes, bets off the layout and bets over the limits", async () => {
    const player = await playerWith(api, 1_000_000);
    for (const [path, body, code] of refusals) {
      const res = await api.request("POST", path, {
        token: player.token,
        body: { ...(body as object), requestKey: key() },
      });
      expect([res.status, res.body.error?.code], `${path} ${JSON.stringify(body)}`).toEqual([400, code]);
      expectDocumented(document, "post", path, res);
    }
    const missingKey = await api.request("POST", "/api/games/slots/spin", {
      token: player.token,
      body: { betPerLine: 1 },
    });
    expect(missingKey.body.error.code).toBe("VALIDATION_ERROR");
    expect(await roundsOf(api, player.userId)).toHaveLength(0);
    expect(await coinsOf(api, player.userId)).toBe(1_000_000);
    expect((await liveSeed(api, player)).nextNonce).toBe(0);
  });

  it("refuses a bet above the balance with 400 INSUFFICIENT_BALANCE_ERROR: no round, no nonce taken", async () => {
    const player = await playerWith(api, 99);
    for (const [path, body] of [
      ["/api/games/slots/spin", { betPerLine: 10 }],
      ["/api/games/roulette/spin", { bets: [{ kind: "odd", amount: 100 }] }],
      ["/api/games/baccarat/deal", { bets: { banker: 100 } }],
      ["/api/games/blackjack/deal", { stake: 100 }],
    ] as const) {
      const res = await api.request("POST", path, {
        token: player.token,
        body: { ...body, requestKey: key() },
      });
      expect([res.status, res.body.error.code], path).toEqual([400, "INSUFFICIENT_BALANCE_ERROR"]);
      expectDocumented(document, "post", path, res);
    }
    expect(await roundsOf(api, player.userId)).toHaveLength(0);
    expect(await coinsOf(api, player.userId)).toBe(99);
    expect((await liveSeed(api, player)).nextNonce).toBe(0);
  });
});

describe("rate limits", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
  });
  afterAll(() => limited.close());

  it(`allows ${GAME_ROUNDS_PER_MINUTE} rounds a minute per player across the games, then 429 with nothing played`, async () => {
    const p = await playerWith(limited, 100_000);
    const spin = (path: string, body: object) =>
      limited.request("POST", path, { token: p.token, body: { ...body, requestKey: key() } });
    for (let i = 0; i < GAME_ROUNDS_PER_MINUTE; i++) {
      const res = await (i % 2
        ? spin("/api/games/slots/spin", { betPerLine: 1 })
        : spin("/api/games/roulette/spin", { bets: [{ kind: "red", amount: 1 }] }));
      expect(res.status).toBe(200);
    }
    const blocked = await spin("/api/games/baccarat/deal", { bets: { player: 10 } });
    expect([blocked.status, blocked.body.error.code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await roundsOf(limited, p.userId)).toHaveLength(GAME_ROUNDS_PER_MINUTE);
  });
});
