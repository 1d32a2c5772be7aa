// The Stripe stand-in's subscriptions (stripe-stand-in.ts): a Checkout Session in `subscription` mode
// becomes, when paid, a Subscription (`sub_…`, its metadata from `subscription_data[metadata]`) with a
// paid Invoice (`in_…`), delivered as Stripe does: `checkout.session.completed` and `invoice.paid`.
// Then renewals (`invoice.paid`), `POST /v1/subscriptions/:id` with `cancel_at_period_end`
// (`customer.subscription.updated`), `DELETE /v1/subscriptions/:id` and the end of a cancelled period
// (`customer.subscription.deleted`), a refunded invoice (`charge.refunded` naming it), and the customer
// portal (`POST /v1/billing_portal/sessions`): a hosted page whose Cancel button cancels at the period's
// end, as Stripe's portal does, and goes back to the return URL.
import type Stripe from "stripe";

export interface StandInSubscription {
  id: string;
  object: "subscription";
  status: "active" | "canceled";
  customer: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  currency: string;
  amount: number;
  current_period_end: number;
  invoices: string[];
}

export interface StandInInvoice {
  id: string;
  object: "invoice";
  amount_paid: number;
  currency: string;
  status: "paid";
  billing_reason: "subscription_create" | "subscription_cycle";
  parent: {
    type: "subscription_details";
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  charge: string;
}

interface Context {
  id: (prefix: string) => string;
  event: (type: string, object: unknown) => Stripe.Event;
  deliver: (event: Stripe.Event) => Promise<number>;
  error: (status: number, message: string, param?: string) => Response;
}

const PERIOD_SECONDS = 30 * 86_400;

export function subscriptionsStandIn(ctx: Context) {
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();

  function invoiceFor(sub: StandInSubscription, reason: StandInInvoice["billing_reason"]): StandInInvoice {
    const invoice: StandInInvoice = {
      id: ctx.id("in"),
      object: "invoice",
      amount_paid: sub.amount,
      currency: sub.currency,
      status: "paid",
      billing_reason: reason,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      charge: ctx.id("ch"),
    };
    invoices.set(invoice.id, invoice);
    sub.invoices.push(invoice.id);
    return invoice;
  }

  /** A paid subscription checkout: the subscription and its first invoice (not yet delivered). */
  function start(input: { metadata: Record<string, string>; amount: number; currency: string }) {
    const sub: StandInSubscription = {
      id: ctx.id("sub"),
      object: "subscription",
      status: "active",
      customer: ctx.id("cus"),
      cancel_at_period_end: false,
      metadata: input.metadata,
      currency: input.currency,
      amount: input.amount,
      current_period_end: Math.floor(Date.now() / 1000) + PERIOD_SECONDS,
      invoices: [],
    };
    subscriptions.set(sub.id, sub);
    return { sub, invoice: invoiceFor(sub, "subscription_create") };
  }

  const view = (sub: StandInSubscription) => {
    const { invoices: _, amount: __, ...object } = sub;
    return object;
  };

  /** Stripe charges the next period: a new paid invoice (delivered; answers it). */
  async function renew(subscriptionId: string): Promise<StandInInvoice> {
    const sub = subscriptions.get(subscriptionId);
    if (sub?.status !== "active" || sub.cancel_at_period_end)
      throw new Error(`${subscriptionId} does not renew`);
    sub.current_period_end += PERIOD_SECONDS;
    const invoice = invoiceFor(sub, "subscription_cycle");
    await ctx.deliver(ctx.event("invoice.paid", invoice));
    return invoice;
  }

  /** A cancelled subscription's period ends: Stripe deletes it. */
  async function endPeriod(subscriptionId: string): Promise<number> {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    sub.status = "canceled";
    return ctx.deliver(ctx.event("customer.subscription.deleted", view(sub)));
  }

  /** Stripe refunded an invoice's charge in full (`charge.refunded` naming the invoice). */
  async function refundInvoice(invoiceId: string): Promise<number> {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    return ctx.deliver(
      ctx.event("charge.refunded", {
        id: invoice.charge,
        object: "charge",
        amount: invoice.amount_paid,
        amount_refunded: invoice.amount_paid,
        currency: invoice.currency,
        payment_intent: null,
        invoice: invoice.id,
        refunded: true,
        paid: true,
      }),
    );
  }

  /** Portal sessions by id: the customer and where the portal goes back to. */
  const portals = new Map<string, { customer: string; return_url: string }>();

  /** `POST /v1/billing_portal/sessions`: a portal session for a customer we know. */
  function createPortal(form: Record<string, unknown>, base: string): Response {
    const customer = String(form.customer ?? "");
    if (![...subscriptions.values()].some((sub) => sub.customer === customer))
      return ctx.error(400, `No such customer: '${customer}'`, "customer");
    const id = ctx.id("bps");
    const session = { customer, return_url: String(form.return_url ?? "") };
    portals.set(id, session);
    return Response.json({
      id,
      object: "billing_portal.session",
      ...session,
      url: `${base}/p/session/${id}`,
    });
  }

  /** The hosted portal: the customer's subscriptions, each with Cancel (at the period's end). */
  async function portalPage(request: Request, id: string): Promise<Response> {
    const portal = portals.get(id);
    if (!portal) return new Response("Not found", { status: 404 });
    const theirs = [...subscriptions.values()].filter((sub) => sub.customer === portal.customer);
    if (request.method === "POST") {
      const form = new URLSearchParams(await request.text());
      const sub = subscriptions.get(form.get("subscription") ?? "");
      if (sub?.customer === portal.customer && sub.status === "active") {
        sub.cancel_at_period_end = true;
        await ctx.deliver(ctx.event("customer.subscription.updated", view(sub)));
      }
      return Response.redirect(portal.return_url, 303);
    }
    const rows = theirs
      .map(
        (sub) =>
          `<li data-testid="portal-subscription">${sub.cancel_at_period_end ? "Cancels at the period's end" : "Renews"}` +
          (sub.status === "active" && !sub.cancel_at_period_end
            ? `<form method="post"><input type="hidden" name="subscription" value="${sub.id}"><button type="submit">Cancel subscription</button></form>`
            : "") +
          "</li>",
      )
      .join("");
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Billing portal (stand-in)</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:3rem auto"><h1>Manage your subscription</h1><ul>${rows}</ul>
<p><a href="${portal.return_url}">Return to JadeVerse</a></p></body></html>`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  }

  /** `POST /v1/subscriptions/:id` (cancel_at_period_end) and `DELETE /v1/subscriptions/:id`. */
  async function api(
    request: Request,
    path: string,
    form: Record<string, unknown>,
  ): Promise<Response | null> {
    const found = path.match(/^\/v1\/subscriptions\/(\w+)$/);
    if (!found) return null;
    const sub = subscriptions.get(found[1] ?? "");
    if (!sub) return ctx.error(404, `No such subscription: '${found[1]}'`, "id");
    if (request.method === "GET") return Response.json(view(sub));
    if (sub.status === "canceled")
      return ctx.error(400, "A canceled subscription can only update its cancellation_details and metadata.");
    if (request.method === "DELETE") {
      sub.status = "canceled";
      queueMicrotask(() => void ctx.deliver(ctx.event("customer.subscription.deleted", view(sub))));
      return Response.json(view(sub));
    }
    if (request.method === "POST") {
      if (form.cancel_at_period_end !== undefined)
        sub.cancel_at_period_end = form.cancel_at_period_end === "true";
      queueMicrotask(() => void ctx.deliver(ctx.event("customer.subscription.updated", view(sub))));
      return Response.json(view(sub));
    }
    return ctx.error(405, "Method not allowed");
  }

  return {
    subscriptions,
    invoices,
    portals,
    start,
    renew,
    endPeriod,
    refundInvoice,
    api,
    view,
    createPortal,
    portalPage,
  };
}
