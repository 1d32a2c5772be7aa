import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WertRail } from "./config.ts";
import { createSession, ORDERS_PER_REQUEST, ordersByClickId, WertApiError } from "./partner-api.ts";

// Wert's partner API as our server calls it (docs/payments.md), against a tiny local server playing
// Wert: what each request carries, and how every kind of bad answer becomes a WertApiError that names
// the path but never the key or the query.
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: string;
}
let seen: Seen[] = [];
let answer: () => Response = () => Response.json({});
let server: ReturnType<typeof Bun.serve>;
let rail: WertRail;

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: await request.text(),
      });
      return answer();
    },
  });
  rail = {
    partnerId: "01PARTNER",
    apiKey: "wert-secret-key-42",
    apiBase: `http://127.0.0.1:${server.port}`,
    widgetOrigin: `http://127.0.0.1:${server.port}`,
    walletAddress: "0x2222222222222222222222222222222222222222",
    commodity: "USDC",
    network: "polygon",
  };
});
afterAll(() => {
  server.stop(true);
});
beforeEach(() => {
  seen = [];
  answer = () => Response.json({});
});

/** The error a call ends with (fails the test when it resolves). */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => error as Error,
  );

describe("createSession", () => {
  it("POSTs a locked session for the pack's dollar price as JSON, with the key in X-Api-Key", async () => {
    answer = () => Response.json({ sessionId: "sess-123", requestId: "r-1" });
    expect(await createSession(rail, 1999)).toBe("sess-123");
    expect(seen).toHaveLength(1);
    const [call] = seen as [Seen];
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/api/external/hpp/create-session");
    expect(call.headers.get("x-api-key")).toBe("wert-secret-key-42");
    expect(call.headers.get("accept")).toBe("application/json");
    expect(call.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(call.body)).toEqual({
      flow_type: "simple_full_restrict",
      currency: "USD",
      currency_amount: 19.99,
      commodity: "USDC",
      network: "polygon",
      wallet_address: "0x2222222222222222222222222222222222222222",
    });
  });

  it("refuses an answer without a session id", async () => {
    for (const body of [{}, { sessionId: "" }, { sessionId: 7 }, null]) {
      answer = () => Response.json(body);
      const error = await failure(createSession(rail, 199));
      expect(error).toBeInstanceOf(WertApiError);
      expect(error.message).toBe("Wert's session answer has no sessionId");
      expect((error as WertApiError).status).toBe(200);
    }
  });

  it("reports Wert's error status, naming the path", async () => {
    answer = () => new Response("Unauthorized", { status: 401 });
    const error = await failure(createSession(rail, 199));
    expect(error).toBeInstanceOf(WertApiError);
    expect(error.name).toBe("WertApiError");
    expect(error.message).toBe("Wert answered 401 to /api/external/hpp/create-session");
    expect((error as WertApiError).status).toBe(401);
  });

  it("reports an error answer that has no body at all", async () => {
    answer = () => new Response(null, { status: 304 });
    const error = await failure(createSession(rail, 199));
    expect(error).toBeInstanceOf(WertApiError);
    expect(error.message).toBe("Wert answered 304 to /api/external/hpp/create-session");
  });

  it("reports a Wert that cannot be reached, without a status", async () => {
    const closed = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("") });
    const gone = { ...rail, apiBase: `http://127.0.0.1:${closed.port}` };
    closed.stop(true);
    const error = await failure(createSession(gone, 199));
    expect(error).toBeInstanceOf(WertApiError);
    expect(error.message).toBe("Wert did not answer: TypeError");
    expect((error as WertApiError).status).toBeNull();
  });
});

describe("ordersByClickId", () => {
  const order = (clickId: string, status = "success") => ({
    order_id: `01ORDER${clickId}`,
    click_id: clickId,
    status,
    currency: "usd",
    currency_amount: "19.99",
    created_at: "2025-01-01 10:00:00",
  });

  it("asks the Data API for up to 20 orders filed under the click ids, newest first", async () => {
    answer = () => Response.json({ success: true, data: [order("a"), order("b", "pending")] });
    expect(await ordersByClickId(rail, ["a", "b"])).toEqual([
      { ...order("a"), currency_amount: 19.99 },
      { ...order("b", "pending"), currency_amount: 19.99 },
    ]);
    const [call] = seen as [Seen];
    expect(call.method).toBe("GET");
    expect(call.path).toBe("/api/external/orders");
    expect(Object.fromEntries(call.query)).toEqual({ search_by: "a,b", limit: "20", order_by: "desc" });
    expect(call.headers.get("x-api-key")).toBe("wert-secret-key-42");
    expect(call.headers.get("accept")).toBe("application/json");
  });

  it("asks nothing for no click ids", async () => {
    expect(await ordersByClickId(rail, [])).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it("takes exactly 20 click ids in one request and refuses 21", async () => {
    expect(ORDERS_PER_REQUEST).toBe(20);
    answer = () => Response.json({ data: [] });
    const ids = Array.from({ length: 21 }, (_, i) => `click-${i}`);
    expect(await ordersByClickId(rail, ids.slice(0, 20))).toEqual([]);
    expect(seen[0]!.query.get("search_by")).toBe(ids.slice(0, 20).join(","));
    const error = await failure(ordersByClickId(rail, ids));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe("too many click ids for one request");
    expect(seen).toHaveLength(1);
  });

  it("refuses an answer that is not the Data API's shape", async () => {
    for (const body of [{ success: true }, { data: [{ order_id: "x" }] }, [], { data: "none" }]) {
      answer = () => Response.json(body);
      const error = await failure(ordersByClickId(rail, ["a"]));
      expect(error).toBeInstanceOf(WertApiError);
      expect(error.message).toBe("Wert's orders answer is not the Data API's shape");
      expect((error as WertApiError).status).toBe(200);
    }
  });

  it("refuses an answer that is not JSON, naming the path without the query", async () => {
    answer = () => new Response("<html>maintenance</html>", { status: 200 });
    const error = await failure(ordersByClickId(rail, ["secret-click"]));
    expect(error).toBeInstanceOf(WertApiError);
    expect(error.message).toBe("Wert answered /api/external/orders with something that is not JSON");
    expect((error as WertApiError).status).toBe(200);
  });

  it("reports an outage naming the path without the query (no click id in logs)", async () => {
    answer = () => new Response("unavailable", { status: 503 });
    const error = await failure(ordersByClickId(rail, ["secret-click"]));
    expect(error.message).toBe("Wert answered 503 to /api/external/orders");
    expect((error as WertApiError).status).toBe(503);
  });
});
