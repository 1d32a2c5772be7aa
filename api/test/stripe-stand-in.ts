// A local stand-in for the Stripe API (https://docs.stripe.com/api), speaking its wire protocol to
// the real `stripe` SDK: form-encoded `POST /v1/checkout/sessions` (Bearer secret key, Idempotency-Key
// replays), `GET /v1/checkout/sessions/:id`, Stripe's error shape; plus a hosted checkout page whose
// Pay button completes the session, sends `checkout.session.completed` to the webhook signed with the
// SDK's own test-header helper, and redirects to the success URL as Stripe Checkout does.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { subscriptionsStandIn } from "./stripe-subscriptions-stand-in.ts";

export interface StripeStandInOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where signed events are POSTed (settable later: `standIn.webhookUrl = …`). */
  webhookUrl?: string;
}

export interface StandInSession {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  payment_intent: string | null;
  /** Subscription mode: the subscription the payment started, and the metadata it is given. */
  subscription: string | null;
  subscription_metadata: Record<string, string>;
  line_items: { name: string; unit_amount: number; quantity: number; currency: string }[];
  created: number;
  livemode: false;
}

type Form = { [key: string]: string | Form | Form[] };

/** Stripe's form encoding (`a[b][0][c]=v`) read back into nested objects and arrays. */
function parseForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: any = root;
    for (const [i, part] of path.entries()) {
      const last = i === path.length - 1;
      if (last) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1] ?? "") ? [] : {};
    }
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const error = (status: number, message: string, param?: string) =>
  Response.json(
    { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } },
    { status },
  );

export async function startStripeStandIn(options: StripeStandInOptions = {}) {
  const secretKey = options.secretKey ?? "sk_test_standin_0123456789";
  const webhookSecret = options.webhookSecret ?? "whsec_standin_0123456789";
  const sessions = new Map<string, StandInSession>();
  /** Prices known by id (`price_…`), recurring when `interval` is set, as the dashboard creates them. */
  const prices = new Map<
    string,
    { product: string; unit_amount: number; currency: string; interval?: string }
  >();
  const idempotent = new Map<string, { body: string; session: StandInSession }>();
  /** Every event sent to the webhook, with the status it answered. */
  const deliveries: { event: Stripe.Event; status: number }[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];

  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (request): Promise<Response> => {
      const url = new URL(request.url);
      const path = url.pathname;
      if (path.startsWith("/v1/")) {
        requests.push({
          method: request.method,
          path,
          idempotencyKey: request.headers.get("idempotency-key"),
        });
        if (request.headers.get("authorization") !== `Bearer ${secretKey}`)
          return error(401, "Invalid API Key provided");
        if (request.method === "POST" && path === "/v1/checkout/sessions") return createSession(request);
        if (request.method === "POST" && path === "/v1/billing_portal/sessions")
          return subscriptions.createPortal(parseForm(await request.text()), base);
        if (path.startsWith("/v1/subscriptions/")) {
          const answered = await subscriptions.api(
            request,
            path,
            request.method === "POST" ? parseForm(await request.text()) : {},
          );
          if (answered) return answered;
        }
        const found = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
        if (request.method === "GET" && found) {
          const session = sessions.get(found[1] ?? "");
          return session ? Response.json(session) : error(404, "No such checkout.session", "id");
        }
        return error(404, `Unrecognized request URL (${request.method}: ${path})`);
      }
      const portal = path.match(/^\/p\/session\/([\w]+)$/);
      if (portal) return subscriptions.portalPage(request, portal[1] ?? "");
      const page = path.match(/^\/c\/pay\/([\w]+)$/);
      const session = page ? sessions.get(page[1] ?? "") : undefined;
      if (!session) return new Response("Not found", { status: 404 });
      if (request.method === "GET") return checkoutPage(session);
      if (request.method === "POST") {
        const paid = await pay(session.id);
        return Response.redirect(paid.success_url.replace("{CHECKOUT_SESSION_ID}", paid.id), 303);
      }
      return new Response("Method not allowed", { status: 405 });
    },
  });
  const base: string = `http://127.0.0.1:${server.port}`;

  async function createSession(request: Request): Promise<Response> {
    const body = await request.text();
    const key = request.headers.get("idempotency-key");
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) {
      if (replay.body !== body)
        return error(
          400,
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        );
      return Response.json(replay.session, { headers: { "Idempotent-Replayed": "true" } });
    }
    const form = parseForm(body);
    if (form.mode !== "payment" && form.mode !== "subscription")
      return error(400, "Missing required param: mode.", "mode");
    if (typeof form.success_url !== "string")
      return error(400, "Missing required param: success_url.", "success_url");
    const items = (Array.isArray(form.line_items) ? form.line_items : []) as Form[];
    if (items.length === 0) return error(400, "Missing required param: line_items.", "line_items");
    const lineItems = items.map((item) => {
      // A Price by id (created in the dashboard; here, registered on `standIn.prices`).
      const known = typeof item.price === "string" ? prices.get(item.price) : undefined;
      if (known && form.mode === "subscription" && !known.interval) return null;
      if (known)
        return {
          name: known.product,
          unit_amount: known.unit_amount,
          quantity: Number(item.quantity),
          currency: known.currency,
        };
      if (typeof item.price === "string") return undefined;
      const price = item.price_data as Form;
      const product = price?.product_data as Form;
      if (form.mode === "subscription" && !(price?.recurring as Form | undefined)?.interval) return null;
      return {
        name: String(product?.name ?? ""),
        unit_amount: Number(price?.unit_amount),
        quantity: Number(item.quantity),
        currency: String(price?.currency ?? ""),
      };
    });
    if (lineItems.includes(undefined)) return error(400, "No such price", "line_items[0][price]");
    if (lineItems.includes(null))
      return error(
        400,
        "You must provide at least one recurring price in `subscription` mode when using prices.",
        "line_items",
      );
    const priced = lineItems.flatMap((item) => (item ? [item] : []));
    if (
      priced.some((item) => !Number.isSafeInteger(item.unit_amount) || item.unit_amount < 1 || !item.currency)
    )
      return error(400, "Invalid line_items[0][price_data].", "line_items");
    const sessionId = id("cs");
    const session: StandInSession = {
      id: sessionId,
      object: "checkout.session",
      url: `${base}/c/pay/${sessionId}`,
      mode: form.mode,
      status: "open",
      payment_status: "unpaid",
      amount_total: priced.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
      currency: priced[0]?.currency ?? "usd",
      client_reference_id: typeof form.client_reference_id === "string" ? form.client_reference_id : null,
      metadata: (form.metadata as Record<string, string>) ?? {},
      success_url: form.success_url,
      cancel_url: typeof form.cancel_url === "string" ? form.cancel_url : null,
      expires_at: Number(form.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
      payment_intent: null,
      subscription: null,
      subscription_metadata:
        ((form.subscription_data as Form | undefined)?.metadata as Record<string, string>) ?? {},
      line_items: priced,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    sessions.set(sessionId, session);
    if (key) idempotent.set(key, { body, session });
    return Response.json(session);
  }

  function checkoutPage(session: StandInSession): Response {
    const amount = (session.amount_total / 100).toFixed(2);
    const item = session.line_items[0]?.name ?? "";
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (stand-in)</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:system-ui;max-width:28rem;margin:3rem auto">
<h1>Pay JadeVerse</h1><p data-testid="item">${item}</p><p data-testid="amount">$${amount} ${session.currency.toUpperCase()}</p>
<form method="post"><button type="submit">Pay $${amount}</button></form>
${session.cancel_url ? `<p><a href="${session.cancel_url}">Back</a></p>` : ""}</body></html>`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  }

  /** A Stripe event object around `object`, as Stripe would send it. */
  function event(type: string, object: unknown): Stripe.Event {
    return {
      id: id("evt"),
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
  }

  /** The body and `Stripe-Signature` of a delivery, signed as Stripe signs (the SDK's test helper). */
  async function sign(body: string, options: { secret?: string; timestamp?: number } = {}) {
    const header = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload: body,
      secret: options.secret ?? webhookSecret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      cryptoProvider: Stripe.createSubtleCryptoProvider(),
    });
    return { body, header };
  }

  /** POSTs a signed event to the webhook; answers its HTTP status. */
  async function deliver(stripeEvent: Stripe.Event): Promise<number> {
    if (!standIn.webhookUrl) throw new Error("the Stripe stand-in has no webhook URL");
    const { body, header } = await sign(JSON.stringify(stripeEvent));
    const response = await fetch(standIn.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
      body,
    });
    await response.arrayBuffer();
    deliveries.push({ event: stripeEvent, status: response.status });
    return response.status;
  }

  /** The player pays: the session completes and the webhook hears of it (as Checkout's Pay does). */
  async function pay(sessionId: string): Promise<StandInSession> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== "open") return session;
    if (session.mode === "subscription") {
      // Stripe starts the subscription, pays its first invoice and reports both.
      const started = subscriptions.start({
        metadata: session.subscription_metadata,
        amount: session.amount_total,
        currency: session.currency,
      });
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: started.sub.id });
      await deliver(event("checkout.session.completed", session));
      await deliver(event("invoice.paid", started.invoice));
      return session;
    }
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: id("pi") });
    await deliver(event("checkout.session.completed", session));
    return session;
  }

  /** Stripe refunded the session's charge in full (`charge.refunded`). */
  async function refund(sessionId: string): Promise<number> {
    const session = sessions.get(sessionId);
    if (!session?.payment_intent) throw new Error(`session ${sessionId} was not paid`);
    return deliver(
      event("charge.refunded", {
        id: id("ch"),
        object: "charge",
        amount: session.amount_total,
        amount_refunded: session.amount_total,
        currency: session.currency,
        payment_intent: session.payment_intent,
        refunded: true,
        paid: true,
      }),
    );
  }

  const subscriptions = subscriptionsStandIn({ id, event, deliver, error });

  const standIn = {
    base,
    /** Subscriptions (season passes): renew, endPeriod, refundInvoice and the objects. */
    subscriptions,
    prices,
    secretKey,
    webhookSecret,
    webhookUrl: options.webhookUrl,
    sessions,
    requests,
    deliveries,
    event,
    sign,
    deliver,
    pay,
    refund,
    /** The session whose `client_reference_id` is this order reference. */
    sessionFor: (reference: string) =>
      [...sessions.values()].find((s) => s.client_reference_id === reference),
    close: () => server.stop(true),
  };
  return standIn;
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
