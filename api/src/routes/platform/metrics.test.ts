import { ledger } from "@jadeverse/db/ledger";
import { seedCatalog } from "@jadeverse/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { type StripeStandIn, startStripeStandIn } from "../../../test/stripe-stand-in.ts";

// Issue 33: GET /metrics, Prometheus's exposition format (prom-client), behind a bearer token.
const TOKEN = "metrics-token-0123456789abcdef";

let api: TestApi;
let stripe: StripeStandIn;
let player: TestPlayer;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  api = await startTestApi({
    METRICS_TOKEN: TOKEN,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.base,
  });
  stripe.webhookUrl = `${api.url}/api/stripe/webhook`;
  await api.db.write((tx) => seedCatalog(tx));
  [player] = (await createPlayers(api, 1)) as [TestPlayer];
  await ledger.run(api.db, {
    key: "test:metrics-coins",
    reason: "test-grant",
    changes: [{ userId: player.userId, currency: "coins", delta: 1_000 }],
  });
});
afterAll(async () => {
  await api.close();
  stripe.close();
});

const scrape = async (authorization = `Bearer ${TOKEN}`) =>
  fetch(`${api.url}/metrics`, { headers: { authorization } });

/** The value of one series in an exposition text (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(" ")[0] ?? "";
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.split(" ").at(-1));
  }
  return 0;
}

describe("GET /metrics", () => {
  it("refuses without the token, or with a wrong one, and is absent without METRICS_TOKEN", async () => {
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
    const wrong = await scrape("Bearer metrics-token-0123456789abcdeX");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
    expect(await wrong.text()).not.toContain("jadeverse_");
    const off = await startTestApi();
    try {
      expect(
        (await fetch(`${off.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("speaks the exposition format, with process metrics and the queue and socket gauges", async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const text = await res.text();
    expect(text).toContain("# TYPE jadeverse_http_requests_total counter");
    expect(text).toContain("# TYPE jadeverse_http_request_duration_seconds histogram");
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^jadeverse_queue_players\{state="waiting"\} 0$/m);
  });

  it("moves a request's series by its route template, never its raw path", async () => {
    const route = "/api/payments/orders/:orderId";
    const labels = { method: "GET", route, status: "404" };
    const before = sample(await (await scrape()).text(), "jadeverse_http_requests_total", labels);
    for (const orderId of [424242, 434343])
      expect(
        (await api.request("GET", `/api/payments/orders/${orderId}`, { token: player.token })).status,
      ).toBe(404);
    const text = await (await scrape()).text();
    expect(sample(text, "jadeverse_http_requests_total", labels)).toBe(before + 2);
    expect(text).not.toContain("424242");
    expect(sample(text, "jadeverse_http_request_duration_seconds_count", { route })).toBeGreaterThanOrEqual(
      2,
    );
    await api.request("GET", "/api/no-such-route/12345");
    const unmatched = await (await scrape()).text();
    expect(unmatched).toContain('route="unmatched"');
    expect(unmatched).not.toContain("no-such-route");
  });

  it("moves the purchase series when a card payment is credited (and the statements' timings)", async () => {
    const read = async () => {
      const text = await (await scrape()).text();
      return {
        orders: sample(text, "jadeverse_payment_orders_total", { rail: "stripe", outcome: "credited" }),
        gems: sample(text, "jadeverse_gems_credited_total", { rail: "stripe" }),
        statements: sample(text, "jadeverse_db_statement_duration_seconds_count", { kind: "write" }),
      };
    };
    const before = await read();
    const link = await api.request("POST", "/api/stripe/create-payment-link", {
      token: player.token,
      body: { packageId: 3 },
    });
    expect(link.status).toBe(201);
    const order = await api.request("GET", `/api/payments/orders/${link.body.orderId}`, {
      token: player.token,
    });
    const session = [...stripe.sessions.values()].at(-1)!;
    await stripe.pay(session.id);
    expect(stripe.deliveries.at(-1)?.status).toBe(200);
    await stripe.deliver(stripe.deliveries.at(-1)!.event); // a redelivery credits (and counts) nothing
    const after = await read();
    expect(order.status).toBe(200);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.gems).toBe(before.gems + 4800);
    expect(after.statements).toBeGreaterThan(before.statements);
  });

  it("moves a game's rounds, wagered and paid series once a round is settled", async () => {
    const read = async () => {
      const text = await (await scrape()).text();
      return {
        rounds: sample(text, "jadeverse_game_rounds_total", { game: "slots" }),
        wagered: sample(text, "jadeverse_game_wagered_coins_total", { game: "slots" }),
        paid: sample(text, "jadeverse_game_paid_coins_total", { game: "slots" }),
      };
    };
    // Several spins: wins, pushes and partial returns each pay back exactly what the round says.
    for (let n = 0; n < 5; n++) {
      const before = await read();
      const spin = await api.request("POST", "/api/games/slots/spin", {
        token: player.token,
        body: { betPerLine: 1, requestKey: `metrics-spin-${n}` },
      });
      expect(spin.status).toBe(200);
      const after = await read();
      expect(after.rounds).toBe(before.rounds + 1);
      expect(after.wagered - before.wagered).toBe(spin.body.totalBet);
      expect(after.paid - before.paid).toBe(spin.body.totalWin);
    }
  });
});
