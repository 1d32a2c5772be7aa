/**
 * `bun run bench:payments`: docs/architecture.md §7's payments bar. 100 Stripe orders of 100 players, and
 * every order's `checkout.session.completed` delivered 10 times: 1,000 signed webhook deliveries, all
 * sent at once, in random order, to the production composition (`buildPlatform`, as api/src/index.ts
 * serves it) on an embedded libsql file. Each delivery must answer 200; afterwards every order is paid,
 * every player holds exactly their pack's gems (credited once), the ledger holds exactly 100 credits
 * and its invariant holds. Prints the time the 1,000 deliveries took; exits 1 when a check fails.
 * Writes bench/results/payments-latest.json.
 *
 * The signatures are the Stripe SDK's own test headers (api/test/stripe-stand-in.ts); the server
 * verifies each one with WebCrypto, as in production. The load comes from this same process (one
 * event loop for client and server): the figure is a floor.
 *
 * Then the same for Wert: 100 orders paid at Wert, each `order_complete` delivered 10 times at once
 * (Wert's webhooks are unsigned: each answer must come within Wert's 5 s, the credit only from its
 * Data API), every order credited once.
 *
 * Flags (or env): --deliveries-per-order (BENCH_DELIVERIES_PER_ORDER, 10), --orders (BENCH_ORDERS, 100).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Deps } from "../api/src/context.ts";
import { testEnv } from "../api/src/env.ts";
import { createLogger } from "../api/src/lib/logger.ts";
import { createMailer } from "../api/src/lib/mail/mailer.ts";
import { watchWertPayments } from "../api/src/lib/payments/wert/watcher.ts";
import { createMemoryLimiter } from "../api/src/lib/rate-limit/limiter.ts";
import { buildPlatform } from "../api/src/server/platform.ts";
import { startStripeStandIn } from "../api/test/stripe-stand-in.ts";
import { startWertStandIn } from "../api/test/wert-stand-in.ts";
import { createDb } from "../db/src/client.ts";
import { checkLedgerInvariant } from "../db/src/invariant.ts";
import { migrateDb } from "../db/src/migrate.ts";
import { openOrder, setProviderRef } from "../db/src/payments/orders.ts";
import { packsForSale } from "../db/src/payments/packs.ts";
import { paymentOrders } from "../db/src/schema/payments.ts";
import { users } from "../db/src/schema/users.ts";
import { seedCatalog } from "../db/src/seed/seed-catalog.ts";
import { insertUser } from "../db/src/users/insert.ts";
import { gitCommit, loadAverage, machine } from "./lib/report.ts";

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name: string, env: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? process.argv[at + 1] : process.env[env];
  return value ? Number(value) : fallback;
};
const ORDERS = arg("orders", "BENCH_ORDERS", 100);
const PER_ORDER = arg("deliveries-per-order", "BENCH_DELIVERIES_PER_ORDER", 10);

const dir = mkdtempSync(join(tmpdir(), "jadeverse-bench-payments-"));
const stripe = await startStripeStandIn();
const wert = await startWertStandIn();
const db = await createDb({ url: `file:${join(dir, "bench.db")}` });
await migrateDb(db);
await db.write((tx) => seedCatalog(tx));
const env = testEnv({
  RATE_LIMIT_DISABLED: "true",
  LOG_LEVEL: "silent",
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_BASE: stripe.base,
  WERT_PARTNER_ID: wert.partnerId,
  WERT_API_KEY: wert.apiKey,
  WERT_WALLET_ADDRESS: "0x2222222222222222222222222222222222222222",
  WERT_API_BASE: wert.base,
  WERT_WIDGET_ORIGIN: wert.origin,
});
const logger = createLogger("silent");
const deps: Deps = {
  env,
  db,
  logger,
  mailer: createMailer({ from: "bench@jadeverse.local", outboxDir: join(dir, "outbox"), logger }),
  limiter: createMemoryLimiter(),
};
const platform = buildPlatform(deps);
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", ...platform.serve });
const webhook = `http://127.0.0.1:${server.port}/api/stripe/webhook`;

// 100 players, each with one open Stripe order for a pack (the four packs in turn).
const packs = await packsForSale(db);
const orders = [];
for (let i = 0; i < ORDERS; i++) {
  const user = await db.write((tx) => insertUser(tx, { nickname: `bench-buyer-${i}` }));
  const pack = packs[i % packs.length]!;
  const order = await openOrder(db, {
    userId: user.id,
    pack,
    rail: "stripe",
    currency: "usd",
    amount: pack.priceCents,
  });
  await setProviderRef(db, order.id, `cs_bench_${i}`);
  orders.push({ order, pack, userId: user.id });
}

// Each order's completed session, signed once and delivered PER_ORDER times (Stripe redelivers).
const deliveries: { body: string; header: string }[] = [];
for (const [i, { order, pack }] of orders.entries()) {
  const session = {
    id: `cs_bench_${i}`,
    object: "checkout.session",
    status: "complete",
    payment_status: "paid",
    amount_total: pack.priceCents,
    currency: "usd",
    client_reference_id: order.reference,
    payment_intent: `pi_bench_${i}`,
    metadata: {},
  };
  const signed = await stripe.sign(JSON.stringify(stripe.event("checkout.session.completed", session)));
  for (let k = 0; k < PER_ORDER; k++) deliveries.push(signed);
}
for (let i = deliveries.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
}

console.log(
  "JadeVerse payments bench (docs/architecture.md §7: concurrent webhook deliveries, credited once)",
);
console.log(
  `  runtime   bun ${Bun.version}, ${machine()}; load avg ${loadAverage().join(" / ")} at the start`,
);
console.log(
  `  shape     ${ORDERS} Stripe orders × ${PER_ORDER} deliveries = ${deliveries.length}, all at once, shuffled`,
);
const started = performance.now();
const statuses = await Promise.all(
  deliveries.map(async ({ body, header }) => {
    const res = await fetch(webhook, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  }),
);
const elapsedMs = performance.now() - started;

const failures: string[] = [];
const not200 = statuses.filter((status) => status !== 200).length;
if (not200) failures.push(`${not200} deliveries did not answer 200`);
const rows = await db.orm.select({ id: paymentOrders.id, status: paymentOrders.status }).from(paymentOrders);
const unpaid = rows.filter((row) => row.status !== "paid").length;
if (unpaid) failures.push(`${unpaid} orders are not paid`);
for (const { userId, pack } of orders) {
  const [row] = await db.orm.select({ gems: users.gems }).from(users).where(sql`${users.id} = ${userId}`);
  if (row?.gems !== pack.gems)
    failures.push(`player ${userId} holds ${row?.gems} gems, expected ${pack.gems}`);
}
const credits = await db.execute(
  "SELECT count(*) AS n FROM ledger_entries WHERE idempotency_key LIKE 'payment:stripe:%'",
);
const creditCount = Number(credits.rows[0]?.n);
if (creditCount !== ORDERS) failures.push(`${creditCount} ledger credits, expected ${ORDERS}`);
const invariant = await checkLedgerInvariant(db);
if (invariant.length) failures.push(`ledger invariant: ${invariant.join("; ")}`);

// Wert: 100 orders paid at Wert, each `order_complete` delivered PER_ORDER times at once (unsigned:
// each delivery only asks for a check). Wert wants every answer within 5 seconds; the gems come from
// its Data API (the checks the answers queued, then one watcher run for any left), once per order.
const wertOrders = [];
for (let i = 0; i < ORDERS; i++) {
  const user = await db.write((tx) => insertUser(tx, { nickname: `bench-wert-${i}` }));
  const pack = packs[i % packs.length]!;
  const order = await openOrder(db, {
    userId: user.id,
    pack,
    rail: "wert",
    currency: "usd",
    amount: pack.priceCents,
  });
  const session = await fetch(`${wert.base}/api/external/hpp/create-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Api-Key": wert.apiKey },
    body: JSON.stringify({
      flow_type: "simple_full_restrict",
      currency_amount: pack.priceCents / 100,
      wallet_address: "0x2",
    }),
  }).then((r) => r.json() as Promise<{ sessionId: string }>);
  const paid = wert.pay(session.sessionId, order.reference, { status: "success" });
  wertOrders.push({ userId: user.id, pack, body: JSON.stringify(wert.event("order_complete", paid)) });
}
const wertDeliveries = wertOrders.flatMap(({ body }) => Array.from({ length: PER_ORDER }, () => body));
const wertHook = `http://127.0.0.1:${server.port}/api/v1/wert/webhook`;
const wertStarted = performance.now();
const wertAnswers = await Promise.all(
  wertDeliveries.map(async (body) => {
    const sent = performance.now();
    const res = await fetch(wertHook, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - sent };
  }),
);
const wertAnsweredMs = performance.now() - wertStarted;
const slowestWertMs = Math.max(...wertAnswers.map((a) => a.ms));
const wertNot200 = wertAnswers.filter((a) => a.status !== 200).length;
if (wertNot200) failures.push(`${wertNot200} Wert deliveries did not answer 200`);
if (slowestWertMs >= 5_000)
  failures.push(`a Wert delivery took ${Math.round(slowestWertMs)} ms (Wert's limit: 5 s)`);
const openWert = async () =>
  (await db.execute("SELECT count(*) AS n FROM payment_orders WHERE rail = 'wert' AND status <> 'paid'"))
    .rows[0]?.n;
for (let wait = 0; wait < 100 && Number(await openWert()) > 0; wait++) await Bun.sleep(50);
await watchWertPayments(deps);
const wertSettledMs = performance.now() - wertStarted;
for (const { userId, pack } of wertOrders) {
  const [row] = await db.orm.select({ gems: users.gems }).from(users).where(sql`${users.id} = ${userId}`);
  if (row?.gems !== pack.gems)
    failures.push(`Wert player ${userId} holds ${row?.gems} gems, expected ${pack.gems}`);
}
const wertCredits = Number(
  (await db.execute("SELECT count(*) AS n FROM ledger_entries WHERE idempotency_key LIKE 'payment:wert:%'"))
    .rows[0]?.n,
);
if (wertCredits !== ORDERS) failures.push(`${wertCredits} Wert ledger credits, expected ${ORDERS}`);
const wertDataApiCalls = wert.requests.filter((r) => r.path.startsWith("/api/external/orders")).length;
const invariantAfterWert = await checkLedgerInvariant(db);
if (invariantAfterWert.length) failures.push(`ledger invariant after Wert: ${invariantAfterWert.join("; ")}`);

const result = {
  commit: gitCommit(),
  at: new Date().toISOString(),
  orders: ORDERS,
  deliveries: deliveries.length,
  elapsedMs: Math.round(elapsedMs),
  deliveriesPerSecond: Math.round((deliveries.length / elapsedMs) * 1000),
  creditedOrders: rows.length - unpaid,
  ledgerCredits: creditCount,
  wert: {
    deliveries: wertDeliveries.length,
    answeredMs: Math.round(wertAnsweredMs),
    slowestAnswerMs: Math.round(slowestWertMs),
    settledMs: Math.round(wertSettledMs),
    ledgerCredits: wertCredits,
    dataApiCalls: wertDataApiCalls,
  },
  failures,
};
console.log(
  `  result    ${deliveries.length} deliveries in ${result.elapsedMs} ms (${result.deliveriesPerSecond}/s); ` +
    `${result.creditedOrders}/${ORDERS} orders credited, ${creditCount} ledger credits, every player exact: ${failures.length === 0 ? "yes" : "NO"}`,
);
console.log(
  `  wert      ${wertDeliveries.length} unsigned deliveries answered in ${result.wert.answeredMs} ms (slowest ${result.wert.slowestAnswerMs} ms; Wert's limit 5,000 ms); ` +
    `all ${ORDERS} orders settled from the Data API in ${result.wert.settledMs} ms with ${wertDataApiCalls} Data API calls, ${wertCredits} ledger credits`,
);
for (const failure of failures) console.log(`  FAIL      ${failure}`);
const out = resolve(here, "results/payments-latest.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

server.stop(true);
stripe.close();
wert.close();
await deps.mailer.idle();
deps.mailer.close();
db.close();
rmSync(dir, { recursive: true, force: true });
process.exit(failures.length ? 1 : 0);
