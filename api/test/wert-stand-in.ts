// A local stand-in for Wert (https://docs.wert.io), speaking the protocols our server and the
// browser use: the partner API's `POST /api/external/hpp/create-session` and the Data API's
// `GET /api/external/orders` (both behind `X-Api-Key`), unsigned webhook deliveries of order events
// (JSON POSTs, as Wert sends them), and the widget page that `@wert-io/widget-initializer` frames at
// `${origin}/${partner_id}/widget?session_id=…&click_id=…`, talking to its parent with the library's
// postMessage envelope `{ type, data }` (loaded, position, rate-update, payment-status, error, close).
import { randomBytes, randomUUID } from "node:crypto";

export interface WertSession {
  sessionId: string;
  flowType: string;
  currency: string;
  /** Dollars, as sent. */
  currencyAmount: number;
  commodity: string;
  network: string;
  walletAddress: string;
}

/** An order as the Data API answers it (the fields Wert documents; timestamps are not ISO). */
export interface WertStandInOrder {
  order_id: string;
  click_id: string | null;
  currency: string;
  currency_amount: number;
  crypto: string;
  crypto_amount: number;
  status: "pending" | "success" | "failed" | "canceled";
  created_at: string;
  changed_at: string;
  session_id: string;
}

export interface WertStandInOptions {
  apiKey?: string;
  partnerId?: string;
  /** Where order events are POSTed (settable later: `standIn.webhookUrl = …`). */
  webhookUrl?: string;
}

const stamp = () => new Date().toISOString().slice(0, 19).replace("T", " ");
const orderId = () => `01${randomBytes(12).toString("hex").toUpperCase()}`;

/** The widget page: what Wert shows in its frame, reduced to the steps a purchase goes through. */
function widgetPage(session: WertSession, clickId: string): string {
  const config = JSON.stringify({ sessionId: session.sessionId, clickId, amount: session.currencyAmount });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wert (stand-in)</title>
<style>body{font:16px system-ui;background:#fff;color:#111;margin:0;display:grid;place-items:center;height:100vh}
main{border:1px solid #ccc;border-radius:12px;padding:24px;min-width:280px;text-align:center}
button{font:inherit;margin:6px;padding:8px 16px}</style></head><body><main>
<h1>Wert checkout (stand-in)</h1><p id="amount"></p><p id="state">Card details</p>
<button id="pay">Pay by card</button><button id="decline">Card declined</button><button id="close">Close</button>
</main><script>
const config = ${config};
const post = (type, data) => parent.postMessage(data === undefined ? { type } : { type, data }, "*");
const received = [];
addEventListener("message", (event) => { if (event.source === parent) received.push(event.data); });
window.receivedFromParent = received;
document.getElementById("amount").textContent = "$" + config.amount.toFixed(2) + " USD";
post("loaded");
post("position", { step: "card" });
post("rate-update", { ticker: "1", fee_percent: "0", currency_amount: String(config.amount), fee_amount: "0",
  commodity_amount: String(config.amount), purchase_amount: String(config.amount), miner_fee: "0", currency_miner_fee: "0" });
async function act(outcome) {
  document.getElementById("state").textContent = "Processing…";
  post("3ds-start");
  post("3ds-end");
  const res = await fetch("/widget/pay", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ session_id: config.sessionId, click_id: config.clickId, outcome }) });
  const order = await res.json();
  post("payment-status", { status: "pending", payment_id: order.order_id, order_id: order.order_id, external_order_id: "" });
  const done = await fetch("/widget/settle", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ order_id: order.order_id }) }).then((r) => r.json());
  post("position", { step: "order-status" });
  post("payment-status", { status: done.status, payment_id: done.order_id, order_id: done.order_id, external_order_id: "" });
  document.getElementById("state").textContent = done.status === "success" ? "Paid" : "Declined";
}
document.getElementById("pay").onclick = () => act("success");
document.getElementById("decline").onclick = () => act("failed");
document.getElementById("close").onclick = () => post("close");
</script></body></html>`;
}

export async function startWertStandIn(options: WertStandInOptions = {}) {
  const apiKey = options.apiKey ?? `wert-sbox-${randomBytes(12).toString("hex")}`;
  const partnerId = options.partnerId ?? `01${randomBytes(8).toString("hex").toUpperCase()}`;
  const sessions = new Map<string, WertSession>();
  const orders = new Map<string, WertStandInOrder>();
  /** Every partner API request: path, the key it carried, its body. */
  const requests: { method: string; path: string; apiKey: string | null; body: unknown }[] = [];
  const webhooks: { status: number; body: unknown }[] = [];
  /** What the widget's buttons decided for an order it started (paid, or the card declined). */
  const outcomes = new Map<string, "success" | "failed">();
  const state = {
    webhookUrl: options.webhookUrl,
    /** When set, the partner API answers this status (an outage). */
    failWith: null as number | null,
  };

  /** Creates an order at Wert for a session, as a card payment in the widget does. */
  function pay(
    sessionId: string,
    clickId: string | null,
    changes: Partial<Pick<WertStandInOrder, "status" | "currency_amount" | "currency">> = {},
  ): WertStandInOrder {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const order: WertStandInOrder = {
      order_id: orderId(),
      click_id: clickId,
      currency: "usd",
      currency_amount: session.currencyAmount,
      crypto: `${session.commodity.toLowerCase()}.${session.network}`,
      crypto_amount: session.currencyAmount,
      status: "pending",
      created_at: stamp(),
      changed_at: stamp(),
      session_id: sessionId,
      ...changes,
    };
    orders.set(order.order_id, order);
    return order;
  }

  function setStatus(id: string, status: WertStandInOrder["status"]): WertStandInOrder {
    const order = orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    order.status = status;
    order.changed_at = stamp();
    return order;
  }

  /** An order event as Wert delivers it (unsigned JSON). */
  function event(type: string, order: WertStandInOrder) {
    return {
      type,
      click_id: order.click_id,
      hpp_session_id: order.session_id,
      user: { user_id: "01STANDINUSER" },
      order: {
        id: order.order_id,
        base: order.crypto.split(".")[0]?.toUpperCase(),
        base_amount: String(order.crypto_amount),
        quote: order.currency.toUpperCase(),
        quote_amount: String(order.currency_amount),
        address: sessions.get(order.session_id)?.walletAddress,
        transaction_id: order.status === "success" ? `0x${randomBytes(32).toString("hex")}` : "",
      },
    };
  }

  async function notify(type: string, order: WertStandInOrder): Promise<number> {
    if (!state.webhookUrl) return 0;
    const body = event(type, order);
    const res = await fetch(state.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    await res.body?.cancel();
    webhooks.push({ status: res.status, body });
    return res.status;
  }

  const unauthorized = () => Response.json({ success: false, message: "Unauthorized" }, { status: 401 });

  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      const key = request.headers.get("x-api-key");
      if (url.pathname === "/api/external/hpp/create-session" && request.method === "POST") {
        const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
        requests.push({ method: "POST", path: url.pathname, apiKey: key, body });
        if (state.failWith) return new Response("unavailable", { status: state.failWith });
        if (key !== apiKey) return unauthorized();
        if (
          !body ||
          typeof body.flow_type !== "string" ||
          typeof body.currency_amount !== "number" ||
          typeof body.wallet_address !== "string"
        )
          return Response.json({ success: false, message: "Bad request" }, { status: 400 });
        const session: WertSession = {
          sessionId: randomUUID(),
          flowType: body.flow_type,
          currency: String(body.currency ?? "USD"),
          currencyAmount: body.currency_amount,
          commodity: String(body.commodity ?? "USDC"),
          network: String(body.network ?? "polygon"),
          walletAddress: body.wallet_address,
        };
        sessions.set(session.sessionId, session);
        return Response.json({ sessionId: session.sessionId, requestId: randomUUID() });
      }
      if (url.pathname === "/api/external/orders" && request.method === "GET") {
        requests.push({ method: "GET", path: `${url.pathname}${url.search}`, apiKey: key, body: null });
        if (state.failWith) return new Response("unavailable", { status: state.failWith });
        if (key !== apiKey) return unauthorized();
        const wanted = new Set((url.searchParams.get("search_by") ?? "").split(",").filter(Boolean));
        const limit = Math.min(Number(url.searchParams.get("limit") ?? 10), 20);
        const data = [...orders.values()]
          .filter(
            (o) => wanted.size === 0 || wanted.has(o.order_id) || (o.click_id && wanted.has(o.click_id)),
          )
          .reverse();
        return Response.json({ success: true, data: data.slice(0, limit), total: data.length });
      }
      const widget = url.pathname.match(/^\/([^/]+)\/widget$/);
      if (widget && request.method === "GET") {
        const session = sessions.get(url.searchParams.get("session_id") ?? "");
        if (widget[1] !== partnerId || !session)
          return new Response("Unknown partner or session", { status: 404 });
        return new Response(widgetPage(session, url.searchParams.get("click_id") ?? ""), {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      if (url.pathname === "/widget/pay" && request.method === "POST") {
        const body = (await request.json()) as { session_id: string; click_id: string; outcome: string };
        const order = pay(body.session_id, body.click_id || null);
        outcomes.set(order.order_id, body.outcome === "failed" ? "failed" : "success");
        await notify("payment_started", order);
        return Response.json(order);
      }
      if (url.pathname === "/widget/settle" && request.method === "POST") {
        const body = (await request.json()) as { order_id: string };
        const order = orders.get(body.order_id);
        if (!order) return new Response("no order", { status: 404 });
        const outcome =
          order.status === "pending" ? (outcomes.get(order.order_id) ?? "success") : order.status;
        setStatus(order.order_id, outcome);
        await notify(outcome === "success" ? "order_complete" : "order_failed", order);
        return Response.json(order);
      }
      return new Response("Not found", { status: 404 });
    },
  });
  const base = `http://127.0.0.1:${server.port}`;
  return {
    apiKey,
    partnerId,
    base,
    /** The widget origin (`WERT_WIDGET_ORIGIN`): the same host serves the widget page. */
    origin: base,
    sessions,
    orders,
    requests,
    webhooks,
    get webhookUrl() {
      return state.webhookUrl;
    },
    set webhookUrl(url: string | undefined) {
      state.webhookUrl = url;
    },
    /** Makes the partner API answer `status` (an outage) until set back to null. */
    failWith(status: number | null) {
      state.failWith = status;
    },
    pay,
    setStatus,
    event,
    notify,
    sessionFor(sessionId: string) {
      return sessions.get(sessionId);
    },
    close() {
      server.stop(true);
    },
  };
}

export type WertStandIn = Awaited<ReturnType<typeof startWertStandIn>>;
