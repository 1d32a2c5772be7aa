import { z } from "zod";
import type { WertRail } from "./config.ts";

/**
 * Wert's partner API, as documented at https://docs.wert.io: `POST /api/external/hpp/create-session`
 * (a widget session whose terms the player cannot edit) and the Data API's `GET /api/external/orders`
 * (the orders of our partner account, searched by order or click id). Both authenticate with the
 * `X-Api-Key` header; the key never appears in a URL or a log.
 */

/** One call's time limit: the webhook never waits on Wert, the watcher retries on its next run. */
const TIMEOUT_MS = 10_000;

/** The Data API's page size ceiling (and how many ids one `search_by` may carry). */
export const ORDERS_PER_REQUEST = 20;

/** Wert's statuses for an order (the Data API; the widget's `payment-status` uses the same words). */
export const WERT_SUCCESS = "success";
export const WERT_FAILED_STATUSES = new Set(["failed", "canceled", "cancelled"]);

/** A number Wert may send as a JSON number or a decimal string. */
const amount = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]).transform(Number);

const sessionAnswer = z.looseObject({ sessionId: z.string().min(1).max(200) });

/** What we read of a Data API order (Wert adds more fields; timestamps are not ISO). */
const wertOrder = z.looseObject({
  order_id: z.string().min(1).max(100),
  click_id: z.string().max(200).nullish(),
  status: z.string().max(40),
  currency: z.string().max(10),
  currency_amount: amount,
});
export type WertOrder = z.infer<typeof wertOrder>;

const ordersAnswer = z.looseObject({ success: z.boolean().optional(), data: z.array(wertOrder) });

export class WertApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "WertApiError";
  }
}

async function call(rail: WertRail, path: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${rail.apiBase}${path}`, {
      ...init,
      headers: { Accept: "application/json", "X-Api-Key": rail.apiKey, ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WertApiError(`Wert did not answer: ${(error as Error).name}`, null);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new WertApiError(`Wert answered ${response.status} to ${path.split("?")[0]}`, response.status);
  }
  return response.json().catch(() => {
    throw new WertApiError(
      `Wert answered ${path.split("?")[0]} with something that is not JSON`,
      response.status,
    );
  });
}

/**
 * A widget session for one pack: `simple_full_restrict` locks every term (the player can change
 * neither the amount nor where the crypto goes), the amount is the pack's price in dollars.
 */
export async function createSession(rail: WertRail, priceCents: number): Promise<string> {
  const answer = await call(rail, "/api/external/hpp/create-session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      flow_type: "simple_full_restrict",
      currency: "USD",
      currency_amount: priceCents / 100,
      commodity: rail.commodity,
      network: rail.network,
      wallet_address: rail.walletAddress,
    }),
  });
  const parsed = sessionAnswer.safeParse(answer);
  if (!parsed.success) throw new WertApiError("Wert's session answer has no sessionId", 200);
  return parsed.data.sessionId;
}

/** The orders Wert has for these click ids (our transfer ids), at most ORDERS_PER_REQUEST at a time. */
export async function ordersByClickId(rail: WertRail, clickIds: readonly string[]): Promise<WertOrder[]> {
  if (clickIds.length === 0) return [];
  if (clickIds.length > ORDERS_PER_REQUEST) throw new RangeError("too many click ids for one request");
  const query = new URLSearchParams({
    search_by: clickIds.join(","),
    limit: String(ORDERS_PER_REQUEST),
    order_by: "desc",
  });
  const parsed = ordersAnswer.safeParse(await call(rail, `/api/external/orders?${query}`));
  if (!parsed.success) throw new WertApiError("Wert's orders answer is not the Data API's shape", 200);
  return parsed.data.data;
}
