import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect } from "vitest";
import type { Db } from "../client.ts";
import { LedgerError, type LedgerOperation } from "../ledger.ts";
import { ledgerEntries } from "../schema/ledger.ts";
import { users } from "../schema/users.ts";

/** What the ledger's suites share (ledger.test.ts, ledger-sets.test.ts): players, balances, entries, errors. */
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

export function tempFileUrl(): string {
  const dir = mkdtempSync(join(tmpdir(), "jv-ledger-"));
  tempDirs.push(dir);
  return `file:${join(dir, "ledger.db")}`;
}

let nextUser = 0;
export async function createUser(db: Db): Promise<number> {
  const [row] = await db.write((tx) =>
    tx
      .insert(users)
      .values({ referralCode: `LEDGER${++nextUser}`, nickname: `ledger-${nextUser}` })
      .returning({ id: users.id }),
  );
  return row!.id;
}

export async function balances(db: Db, userId: number) {
  const [row] = await db.orm
    .select({ gems: users.gems, coins: users.coins, maxGemsOwned: users.maxGemsOwned })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export const entriesOf = (db: Db, userId: number) =>
  db.orm.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(ledgerEntries.id);

export const credit = (
  key: string,
  userId: number,
  delta: number,
  currency: "gems" | "coins" = "gems",
): LedgerOperation => ({
  key,
  reason: "test",
  changes: [{ userId, currency, delta }],
});

export async function expectLedgerError(promise: Promise<unknown>, code: string, currency?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LedgerError);
  expect((error as LedgerError).code).toBe(code);
  if (currency) expect((error as LedgerError).currency).toBe(currency);
}

/** The databases every ledger suite runs on. */
export const LEDGER_DATABASES: [string, () => string][] = [
  ["an in-memory database", () => ":memory:"],
  ["a file database in a temp dir", tempFileUrl],
];
