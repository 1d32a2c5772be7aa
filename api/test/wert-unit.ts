import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@jadeverse/db/client";
import { migrateDb } from "@jadeverse/db/migrate";
import { openOrder, type PaymentOrder } from "@jadeverse/db/payments/orders";
import { type GemPack, packForSale } from "@jadeverse/db/payments/packs";
import { paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Deps } from "../src/context.ts";
import { type Env, testEnv } from "../src/env.ts";
import { createLogger, type Logger } from "../src/lib/logger.ts";
import { createMemoryLimiter } from "../src/lib/rate-limit/limiter.ts";
import { createMemoryMailer } from "./memory-mailer.ts";
import { startWertStandIn, type WertStandIn } from "./wert-stand-in.ts";

// What the unit suites of api/src/lib/payments/wert share: a migrated database with the catalog, the
// Wert stand-in (api/test/wert-stand-in.ts), a configuration pointing at it, fresh players, Wert
// orders for pack 3 ($19.99, 4800 gems) and the JSON log lines the code under test wrote.

export const PLATFORM_WALLET = "0x2222222222222222222222222222222222222222";

export interface LogLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** A logger at debug level that keeps every line it writes (parsed). */
export function collectingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger("debug", {}, (line) => void lines.push(JSON.parse(line) as LogLine));
  return { logger, lines };
}

export interface WertUnit {
  db: Db;
  wert: WertStandIn;
  pack: GemPack;
  /** The configuration that turns Wert on against the stand-in. */
  env: Env;
}

/** Opens the suite's database and Wert stand-in (closed and deleted after the suite). */
export function useWertUnit(name: string): WertUnit {
  const dir = mkdtempSync(join(tmpdir(), `jv-wert-${name}-`));
  const unit = {} as WertUnit;
  beforeAll(async () => {
    unit.db = await createDb({ url: `file:${join(dir, `${name}.db`)}` });
    await migrateDb(unit.db);
    await unit.db.write((tx) => seedCatalog(tx));
    unit.pack = (await packForSale(unit.db, 3))!;
    unit.wert = await startWertStandIn();
    unit.env = testEnv({
      WERT_PARTNER_ID: unit.wert.partnerId,
      WERT_API_KEY: unit.wert.apiKey,
      WERT_WALLET_ADDRESS: PLATFORM_WALLET,
      WERT_API_BASE: unit.wert.base,
      WERT_WIDGET_ORIGIN: unit.wert.origin,
    });
  });
  afterAll(() => {
    unit.wert?.close();
    unit.db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return unit;
}

/** Deps over the suite's database, with this configuration and logger. */
export function depsOf(unit: WertUnit, logger: Logger, env: Env = unit.env): Deps {
  return { env, db: unit.db, logger, mailer: createMemoryMailer(), limiter: createMemoryLimiter() };
}

let players = 0;
/** A fresh player with no gems. */
export async function newPlayer(db: Db): Promise<number> {
  return (await db.write((tx) => insertUser(tx, { nickname: `wert-unit-${++players}` }))).id;
}

/** An open Wert order for pack 3 at its dollar price, as checkout opens it (expiry given or none). */
export async function wertOrder(unit: WertUnit, userId: number, expiresAt?: Date): Promise<PaymentOrder> {
  return openOrder(unit.db, {
    userId,
    pack: unit.pack,
    rail: "wert",
    currency: "usd",
    amount: unit.pack.priceCents,
    expiresAt,
  });
}

/** A Wert session at the stand-in for exactly this order's price (what the widget pays). */
export function sessionFor(unit: WertUnit): string {
  const sessionId = crypto.randomUUID();
  unit.wert.sessions.set(sessionId, {
    sessionId,
    flowType: "simple_full_restrict",
    currency: "USD",
    currencyAmount: unit.pack.priceCents / 100,
    commodity: "USDC",
    network: "polygon",
    walletAddress: PLATFORM_WALLET,
  });
  return sessionId;
}

export const orderRow = async (db: Db, orderId: number) =>
  (await db.orm.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;
export const gemsOf = async (db: Db, userId: number) =>
  (await db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
