import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "./client.ts";
import { migrateDb } from "./migrate.ts";
import {
  afterCommit,
  observePayments,
  observeStatements,
  type PaymentFact,
  reportPayment,
} from "./observe.ts";
import { users } from "./schema/users.ts";

const path = join(tmpdir(), `jv-observe-${process.pid}.db`);
const db = await createDb({ url: `file:${path}` });
await migrateDb(db);
afterAll(() => {
  db.close();
  rmSync(path, { force: true });
});

describe("afterCommit", () => {
  it("runs a hook after its transaction committed, never after a rollback", async () => {
    const heard: string[] = [];
    await db.write(async (tx) => {
      afterCommit(tx, () => heard.push("committed"));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(["committed"]);
    await expect(
      db.write(async (tx) => {
        afterCommit(tx, () => heard.push("rolled back"));
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(heard).toEqual(["committed"]);
  });

  it("runs at once outside a transaction, and a throwing hook never fails the write", async () => {
    const heard: string[] = [];
    afterCommit({}, () => heard.push("now"));
    expect(heard).toEqual(["now"]);
    const result = await db.write(async (tx) => {
      afterCommit(tx, () => {
        throw new Error("observer broke");
      });
      afterCommit(tx, () => heard.push("still told"));
      return 7;
    });
    expect(result).toBe(7);
    expect(heard).toEqual(["now", "still told"]);
  });
});

describe("observeStatements", () => {
  it("times reads and writes while watched, and nothing once cleared", async () => {
    const kinds: string[] = [];
    const stop = observeStatements((kind, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      kinds.push(kind);
    });
    await db.orm.select().from(users).limit(1);
    await db.write(async (tx) => {
      await tx.update(users).set({ xp: 0 });
    });
    stop();
    expect(kinds).toContain("read");
    expect(kinds).toContain("write");
    const seen = kinds.length;
    await db.orm.select().from(users).limit(1);
    expect(kinds).toHaveLength(seen);
  });
});

describe("reportPayment", () => {
  it("maps each outcome to what the metrics count, and tells nothing for the rest", () => {
    const facts: PaymentFact[] = [];
    const stop = observePayments((fact) => facts.push(fact));
    reportPayment("stars", { status: "credited", gems: 10 });
    reportPayment("stars", { status: "refunded", gems: 4, debtGems: 6 });
    reportPayment("wert", { status: "mismatch" });
    reportPayment("evm", { status: "closed", as: "cancelled" });
    reportPayment("evm", { status: "duplicate" });
    reportPayment("evm", { status: "spent" });
    stop();
    reportPayment("evm", { status: "credited", gems: 1 });
    expect(facts).toEqual([
      { rail: "stars", outcome: "credited", gems: 10 },
      { rail: "stars", outcome: "refunded", gems: 10 },
      { rail: "wert", outcome: "failed", gems: 0 },
      { rail: "evm", outcome: "cancelled", gems: 0 },
    ]);
  });
});
