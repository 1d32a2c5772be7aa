import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client.ts";
import { checkLedgerInvariant } from "../invariant.ts";
import { ledger } from "../ledger.ts";
import { migrateDb, migrationsFolder } from "../migrate.ts";
import { paymentOrders } from "../schema/payments.ts";
import { users } from "../schema/users.ts";
import { seedCatalog } from "../seed/seed-catalog.ts";
import { insertUser } from "../users/insert.ts";
import { creditOrder } from "./credit.ts";
import { closeOrder, findOrder, openOrder } from "./orders.ts";
import { packForSale } from "./packs.ts";
import { reverseOrder } from "./reverse.ts";

// The payments domain's promises on a real database file: a verified payment credits its order once
// however often and however concurrently it is reported (also from a second connection), a payment
// pays one order ever, a mismatch credits nothing, a reversal never takes a balance below zero.
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempUrl = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `jv-payments-${name}-`));
  dirs.push(dir);
  return `file:${join(dir, `${name}.db`)}`;
};

let url: string;
let db: Db;
let second: Db;
let buyer: number;
beforeAll(async () => {
  url = tempUrl("domain");
  db = await createDb({ url });
  await migrateDb(db);
  await db.write((tx) => seedCatalog(tx));
  second = await createDb({ url });
  buyer = (await db.write((tx) => insertUser(tx, { nickname: "buyer" }))).id;
});
afterAll(() => {
  second.close();
  db.close();
});

const gemsOf = async (userId: number) =>
  (await db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;

async function stripeOrder(packId = 2) {
  const pack = (await packForSale(db, packId))!;
  return openOrder(db, { userId: buyer, pack, rail: "stripe", currency: "usd", amount: pack.priceCents });
}

describe("creditOrder", () => {
  it("credits once when one payment is reported 40 times at once over two connections", async () => {
    const order = await stripeOrder(3);
    const before = await gemsOf(buyer);
    const report = { proof: "cs_parallel", currency: "USD", amount: 1999 };
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        creditOrder(i % 2 ? second : db, "stripe", { reference: order.reference }, report),
      ),
    );
    expect(outcomes.filter((o) => o.status === "credited")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "duplicate")).toHaveLength(39);
    expect(await gemsOf(buyer)).toBe(before + 4800);
    expect(await findOrder(db, { proof: "cs_parallel" })).toMatchObject({ status: "paid", id: order.id });
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("fails the order on a wrong amount or currency and credits nothing", async () => {
    const before = await gemsOf(buyer);
    const short = await stripeOrder();
    expect(
      await creditOrder(
        db,
        "stripe",
        { reference: short.reference },
        { proof: "cs_short", currency: "usd", amount: 498 },
      ),
    ).toEqual({ status: "mismatch", orderId: short.id, reason: "paid 498 usd, expected 499" });
    const euros = await stripeOrder();
    expect(
      await creditOrder(
        db,
        "stripe",
        { reference: euros.reference },
        { proof: "cs_eur", currency: "eur", amount: 499 },
      ),
    ).toMatchObject({ status: "mismatch", reason: "paid in eur, expected usd" });
    expect(await gemsOf(buyer)).toBe(before);
    expect(await findOrder(db, { proof: "cs_short" })).toMatchObject({ status: "failed", id: short.id });
  });

  it("takes more than the amount only where the rail allows it (crypto rounding)", async () => {
    const order = await stripeOrder(1);
    const outcome = await creditOrder(
      db,
      "stripe",
      { orderId: order.id },
      { proof: "0xsurplus", currency: "usd", amount: 200 },
      { atLeast: true },
    );
    expect(outcome.status).toBe("credited");
  });

  it("lets one payment pay one order, ever: the same proof on another order is refused", async () => {
    const first = await stripeOrder(1);
    const other = await stripeOrder(1);
    const report = { proof: "0xreused", currency: "usd", amount: 199 };
    expect((await creditOrder(db, "stripe", { reference: first.reference }, report)).status).toBe("credited");
    const before = await gemsOf(buyer);
    expect(await creditOrder(db, "stripe", { reference: other.reference }, report)).toEqual({
      status: "mismatch",
      orderId: other.id,
      reason: "the payment already paid another order",
    });
    expect(await gemsOf(buyer)).toBe(before);
    expect((await findOrder(db, { reference: other.reference }))?.status).toBe("created");
  });

  it("credits neither an unknown order, another rail's order, nor a closed one", async () => {
    const order = await stripeOrder(1);
    const report = { proof: "cs_closed", currency: "usd", amount: 199 };
    expect(await creditOrder(db, "stripe", { reference: "nope" }, report)).toEqual({ status: "unknown" });
    expect(await creditOrder(db, "wert", { reference: order.reference }, report)).toEqual({
      status: "unknown",
    });
    expect(await closeOrder(db, order.id, "cancelled", "changed my mind")).toBe(true);
    expect(await creditOrder(db, "stripe", { reference: order.reference }, report)).toEqual({
      status: "mismatch",
      orderId: order.id,
      reason: "order is cancelled already",
    });
  });
});

describe("reverseOrder", () => {
  it("takes the gems back once; what was spent is recorded as debt, never a negative balance", async () => {
    const spender = (await db.write((tx) => insertUser(tx, { nickname: "spender" }))).id;
    const pack = (await packForSale(db, 1))!;
    const order = await openOrder(db, {
      userId: spender,
      pack,
      rail: "stripe",
      currency: "usd",
      amount: 199,
    });
    await creditOrder(
      db,
      "stripe",
      { orderId: order.id },
      { proof: "cs_refund", currency: "usd", amount: 199 },
    );
    await ledger.run(db, {
      key: "test:spend-300",
      reason: "store-purchase",
      changes: [{ userId: spender, currency: "gems", delta: -300 }],
    });
    const input = {
      rail: "stripe",
      proof: "cs_refund",
      refundedBy: "stripe",
      shortfall: "record_debt",
    } as const;
    const outcomes = await Promise.all([
      reverseOrder(db, input),
      reverseOrder(second, input),
      reverseOrder(db, input),
    ]);
    expect(outcomes.filter((o) => o.status === "refunded")).toEqual([
      { status: "refunded", orderId: order.id, userId: spender, gems: 100, debtGems: 300 },
    ]);
    expect(outcomes.filter((o) => o.status === "already_refunded")).toHaveLength(2);
    const [row] = await db.orm.select().from(users).where(eq(users.id, spender));
    expect(row?.gems).toBe(0);
    expect(await findOrder(db, { proof: "cs_refund" })).toMatchObject({ status: "refunded", debtGems: 300 });
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it("refuses, taking nothing, when asked to refuse a shortfall", async () => {
    const poor = (await db.write((tx) => insertUser(tx, { nickname: "poor" }))).id;
    const pack = (await packForSale(db, 1))!;
    const order = await openOrder(db, { userId: poor, pack, rail: "stars", currency: "XTR", amount: 100 });
    await creditOrder(
      db,
      "stars",
      { orderId: order.id },
      { proof: "charge-poor", currency: "XTR", amount: 100 },
    );
    await ledger.run(db, {
      key: "test:spend-poor",
      reason: "x",
      changes: [{ userId: poor, currency: "gems", delta: -1 }],
    });
    expect(
      await reverseOrder(db, { rail: "stars", proof: "charge-poor", refundedBy: "9", shortfall: "refuse" }),
    ).toEqual({ status: "spent", orderId: order.id, gems: 400 });
    expect((await findOrder(db, { proof: "charge-poor" }))?.status).toBe("paid");
  });
});

describe("migration 0013", () => {
  it("moves every Stars payment into payment_orders, keeping its id, payload, charge and state", async () => {
    // A database as the release before: migrated up to 0012, with Stars payments in star_payments.
    const folder = mkdtempSync(join(tmpdir(), "jv-migrations-"));
    dirs.push(folder);
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((entry) => entry.tag.startsWith("0013_"));
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    const old = await createDb({ url: tempUrl("upgrade") });
    try {
      await old.migrate(folder);
      await old.execute(
        "INSERT INTO gem_packs (id, name, gems, price_cents, badge, sort_order) VALUES (1, 'Start up', 400, 199, NULL, 1), (2, 'Flare pack', 1050, 499, NULL, 2)",
      );
      // Raw SQL: today's schema has columns this older database does not.
      await old.execute(
        "INSERT INTO users (id, nickname, telegram_id, referral_code) VALUES (7, 'old', '77', 'OLDREF77')",
      );
      const user = 7;
      await old.execute(
        `INSERT INTO star_payments (id, user_id, pack_id, stars, gems, invoice_payload, status, telegram_charge_id, provider_charge_id, paid_at)
         VALUES (41, ${user}, 2, 250, 1050, 'payload-41', 'paid', 'charge-41', '', 1700000000000),
                (42, ${user}, 1, 100, 400, 'payload-42', 'created', NULL, NULL, NULL)`,
      );
      await migrateDb(old);
      const rows = await old.orm.select().from(paymentOrders).orderBy(paymentOrders.id);
      expect(
        rows.map(
          ({ id, rail, status, amount, currency, reference, proof, providerRef, gems, priceCents }) => ({
            id,
            rail,
            status,
            amount,
            currency,
            reference,
            proof,
            providerRef,
            gems,
            priceCents,
          }),
        ),
      ).toEqual([
        {
          id: 41,
          rail: "stars",
          status: "paid",
          amount: "250",
          currency: "XTR",
          reference: "payload-41",
          proof: "charge-41",
          providerRef: null,
          gems: 1050,
          priceCents: 499,
        },
        {
          id: 42,
          rail: "stars",
          status: "created",
          amount: "100",
          currency: "XTR",
          reference: "payload-42",
          proof: null,
          providerRef: null,
          gems: 400,
          priceCents: 199,
        },
      ]);
      const prices = await old.execute("SELECT id, price_stars FROM gem_packs ORDER BY id");
      expect(prices.rows.map((row) => [row.id, row.price_stars])).toEqual([
        [1, 100],
        [2, 250],
      ]);
      const tables = await old.execute("SELECT name FROM sqlite_master WHERE name = 'star_payments'");
      expect(tables.rows).toEqual([]);
    } finally {
      old.close();
    }
  });
});
