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
import { createLogger, type Logger } from "../src/lib/logger.ts";
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

/**
 * Opens a migrated database with the catalog in a temp file of the suite's own before its tests, and
 * closes and deletes it after them: every payments suite's ground.
 */
export function useCatalogDb(name = "payments"): () => Db {
  const dir = mkdtempSync(join(tmpdir(), `jv-${name}-`));
  let open: Db | undefined;
  beforeAll(async () => {
    open = await createDb({ url: `file:${join(dir, `${name}.db`)}` });
    await migrateDb(open);
    await open.write((tx) => seedCatalog(tx));
  });
  afterAll(() => {
    open?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!open) throw new Error("the payments database is only open inside the suite's tests and hooks");
    return open;
  };
}

/** A logger at debug level that keeps every JSON line it writes, parsed. */
export function recordingLogger<Line = Record<string, unknown>>(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  return { logger: createLogger("debug", {}, (line) => void lines.push(JSON.parse(line) as Line)), lines };
}

/** The catalog database with the Deps a job gets around it (`env` overrides for its configuration). */
export function usePaymentsDb(overrides: Partial<Record<keyof Env, string>> = {}): () => PaymentsDb {
  const database = useCatalogDb();
  let open: PaymentsDb | undefined;
  beforeAll(() => {
    const db = database();
    const env = testEnv(overrides);
    const { logger, lines: logs } = recordingLogger();
    const pushed: Pushed[] = [];
    const deps: Deps = {
      env,
      db,
      logger,
      mailer: createMemoryMailer(),
      limiter: createMemoryLimiter(),
      realtime: {
        queueChanged() {},
        paymentSettled: (userId, rail, event) => void pushed.push({ userId, rail, event }),
      },
    };
    open = { db, env, deps, logs, pushed };
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
