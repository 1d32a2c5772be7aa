import type { Db } from "@jadeverse/db/client";
import { openOrder, type PaymentOrder } from "@jadeverse/db/payments/orders";
import { type GemPack, packForSale } from "@jadeverse/db/payments/packs";
import { afterAll, beforeAll } from "vitest";
import type { Deps } from "../src/context.ts";
import { type Env, testEnv } from "../src/env.ts";
import type { Logger } from "../src/lib/logger.ts";
import { createMemoryLimiter } from "../src/lib/rate-limit/limiter.ts";
import { createMemoryMailer } from "./memory-mailer.ts";
import { recordingLogger, useCatalogDb } from "./payments-db.ts";
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
export const collectingLogger = () => recordingLogger<LogLine>();

export interface WertUnit {
  db: Db;
  wert: WertStandIn;
  pack: GemPack;
  /** The configuration that turns Wert on against the stand-in. */
  env: Env;
}

/** Opens the suite's database and Wert stand-in (closed and deleted after the suite). */
export function useWertUnit(name: string): WertUnit {
  const database = useCatalogDb(`wert-${name}`);
  const unit = {} as WertUnit;
  beforeAll(async () => {
    unit.db = database();
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
  afterAll(() => unit.wert?.close());
  return unit;
}

/** Deps over the suite's database, with this configuration and logger. */
export function depsOf(unit: WertUnit, logger: Logger, env: Env = unit.env): Deps {
  return { env, db: unit.db, logger, mailer: createMemoryMailer(), limiter: createMemoryLimiter() };
}

export { gemsOf, newPlayer, orderById as orderRow } from "./payments-db.ts";

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
