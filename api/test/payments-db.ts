import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@jadeverse/db/client";
import { migrateDb } from "@jadeverse/db/migrate";
import { openOrder, type PaymentOrder } from "@jadeverse/db/payments/orders";
import { packForSale } from "@jadeverse/db/payments/packs";
import { paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Deps, PaymentSettlement } from "../src/context.ts";
import { type Env, testEnv } from "../src/env.ts";
import { createLogger } from "../src/lib/logger.ts";
import { createMemoryLimiter } from "../src/lib/rate-limit/limiter.ts";
import { createMemoryMailer } from "./memory-mailer.ts";

// What the payments modules' own suites (api/src/lib/payments/**) share: a migrated database with the
// catalog in a temp file, the Deps a job gets around it (its JSON log lines kept, and the socket
// pushes a crypto watcher makes recorded as the realtime side receives them), fresh players, and
// orders opened and read back through the payments domain.
export interface Pushed {
  userId: number;
  rail: "evm" | "solana";
  event: PaymentSettlement;
}

export interface PaymentsDb {
  db: Db;
  env: Env;
  deps: Deps;
  /** Every log line written through `deps.logger` (debug and up), parsed. */
  logs: Record<string, unknown>[];
  /** Every `paymentSettled` push, in order. */
  pushed: Pushed[];
}

/** Opens the suite's database (closed and deleted after it), with `env` overrides for its Deps. */
export function usePaymentsDb(overrides: Partial<Record<keyof Env, string>> = {}): () => PaymentsDb {
  const dir = mkdtempSync(join(tmpdir(), "jv-payments-"));
  let open: PaymentsDb | undefined;
  beforeAll(async () => {
    const db = await createDb({ url: `file:${join(dir, "payments.db")}` });
    await migrateDb(db);
    await db.write((tx) => seedCatalog(tx));
    const env = testEnv(overrides);
    const logs: Record<string, unknown>[] = [];
    const pushed: Pushed[] = [];
    const deps: Deps = {
      env,
      db,
      logger: createLogger("debug", {}, (line) => void logs.push(JSON.parse(line))),
      mailer: createMemoryMailer(),
      limiter: createMemoryLimiter(),
      realtime: {
        queueChanged() {},
        paymentSettled: (userId, rail, event) => void pushed.push({ userId, rail, event }),
      },
    };
    open = { db, env, deps, logs, pushed };
  });
  afterAll(() => {
    open?.db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!open) throw new Error("the payments database is only open inside the suite's tests and hooks");
    return open;
  };
}

let players = 0;
/** A fresh player with no gems. */
export const newPlayer = async (db: Db) =>
  (await db.write((tx) => insertUser(tx, { nickname: `buyer-${++players}` }))).id;

export const gemsOf = async (db: Db, userId: number) =>
  (await db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;

export const orderById = async (db: Db, id: number) =>
  (await db.orm.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;

/** A crypto order for a pack (pack 1: 400 gems for $1.99 unless told), as a rail opens it. */
export async function openCryptoOrder(
  db: Db,
  input: {
    userId: number;
    rail: "evm" | "solana";
    currency: string;
    amount: bigint;
    packId?: number;
    payer?: string;
    chain?: string;
    token?: string;
    expiresAt?: Date;
    openedAtBlock?: bigint;
  },
): Promise<PaymentOrder> {
  const pack = (await packForSale(db, input.packId ?? 1))!;
  return openOrder(db, { ...input, pack });
}

/** Closes every order still open (so a suite's next test starts with none for the watchers). */
export async function closeOpenOrders(db: Db) {
  await db.write((tx) =>
    tx
      .update(paymentOrders)
      .set({ status: "cancelled", closedAt: new Date() })
      .where(inArray(paymentOrders.status, ["created", "pending"])),
  );
}
