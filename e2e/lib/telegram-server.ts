// The Telegram side of the e2e platform: a local Bot API stand-in the platform's bot polls (so the
// bot runs for real: /start, notifications, Stars invoices and payments, broadcasts), and a control
// port through which specs play Telegram's payment sheet and a person chatting with the bot. Started by e2e/serve.ts, in its process.
import { type BotApiStandIn, startBotApiStandIn } from "../../bot/test/bot-api-stand-in.ts";

interface Invoice {
  payload: string;
  currency: string;
  amount: number;
  /** A Stars subscription's period in seconds (Telegram's only one: 30 days). */
  subscriptionPeriod?: number;
}

/** What a spec asks Telegram to do with an invoice the Mini App opened. */
export interface PayRequest {
  slug: string;
  /** The paying Telegram user (the Mini App's user). */
  userId: number;
}
export type PayResult = { status: "paid"; chargeId: string } | { status: "failed"; error: string };

/**
 * Telegram's payment flow for one invoice, as the Bot API delivers it: a `pre_checkout_query` the bot
 * must answer within 10 s, then, when it said ok, a `successful_payment` message with a charge id.
 */
async function pay(
  telegram: BotApiStandIn,
  invoices: Map<string, Invoice>,
  request: PayRequest,
): Promise<PayResult> {
  const invoice = invoices.get(request.slug);
  if (!invoice) return { status: "failed", error: "unknown invoice" };
  const from = { id: request.userId, is_bot: false, first_name: "Player", language_code: "en" };
  const queryId = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const answered = telegram.callsTo("answerPreCheckoutQuery").length;
  telegram.queueUpdate({
    pre_checkout_query: {
      id: queryId,
      from,
      currency: invoice.currency,
      total_amount: invoice.amount,
      invoice_payload: invoice.payload,
    },
  });
  const deadline = Date.now() + 10_000;
  let answer: Record<string, unknown> | undefined;
  while (!answer && Date.now() < deadline) {
    answer = telegram
      .callsTo("answerPreCheckoutQuery")
      .slice(answered)
      .find((p) => p.pre_checkout_query_id === queryId);
    if (!answer) await Bun.sleep(50);
  }
  if (!answer) return { status: "failed", error: "the bot did not answer the pre-checkout query" };
  if (answer.ok !== true && answer.ok !== "true")
    return { status: "failed", error: String(answer.error_message) };
  const chargeId = `stxE2E${queryId}`;
  telegram.queueUpdate({
    message: {
      message_id: Math.floor(Math.random() * 1e6),
      date: Math.floor(Date.now() / 1000),
      chat: { id: request.userId, type: "private", first_name: "Player" },
      from,
      successful_payment: {
        currency: invoice.currency,
        total_amount: invoice.amount,
        invoice_payload: invoice.payload,
        telegram_payment_charge_id: chargeId,
        provider_payment_charge_id: "",
        // A subscription's first payment says when its period ends.
        ...(invoice.subscriptionPeriod
          ? { subscription_expiration_date: Math.floor(Date.now() / 1000) + invoice.subscriptionPeriod }
          : {}),
      },
    },
  } as never);
  return { status: "paid", chargeId };
}

export async function startTelegramServer(token: string, controlPort: number) {
  // getUpdates is held like Telegram's long poll (until an update arrives), not answered in a loop.
  const telegram = await startBotApiStandIn({ token, holdMs: 25_000 });
  const invoices = new Map<string, Invoice>();
  telegram.handle("createInvoiceLink", (params) => {
    const slug = `e2e${invoices.size + 1}x${Math.random().toString(36).slice(2, 8)}`;
    const prices = params.prices as { amount: number }[];
    invoices.set(slug, {
      payload: String(params.payload),
      currency: String(params.currency),
      amount: prices.reduce((sum, p) => sum + Number(p.amount), 0),
      ...(params.subscription_period ? { subscriptionPeriod: Number(params.subscription_period) } : {}),
    });
    return `https://t.me/$${slug}`;
  });
  telegram.handle("answerPreCheckoutQuery", () => true);
  telegram.handle("refundStarPayment", () => true);
  telegram.handle("editUserStarSubscription", () => true);

  const control = Bun.serve({
    port: controlPort,
    hostname: "127.0.0.1",
    async fetch(req) {
      const url = new URL(req.url);
      if (req.method === "POST" && url.pathname === "/pay") {
        return Response.json(await pay(telegram, invoices, (await req.json()) as PayRequest));
      }
      // A person writing to the bot, tapping one of its buttons, or blocking it (e2e/lib/bot-chat.ts).
      if (req.method === "POST" && url.pathname === "/text") {
        const { text, userId } = (await req.json()) as { text: string; userId: number };
        return Response.json(telegram.queueText(text, userId));
      }
      if (req.method === "POST" && url.pathname === "/tap") {
        const { data, userId } = (await req.json()) as { data: string; userId: number };
        return Response.json(telegram.queueCallback(data, userId));
      }
      if (req.method === "POST" && url.pathname === "/block") {
        const { chatId } = (await req.json()) as { chatId: number };
        telegram.blockChat(chatId);
        return Response.json({ ok: true });
      }
      if (req.method === "GET" && url.pathname === "/calls") {
        return Response.json(telegram.callsTo(url.searchParams.get("method") ?? ""));
      }
      return new Response("not found", { status: 404 });
    },
  });
  return {
    apiRoot: telegram.apiRoot,
    close: () => {
      control.stop(true);
      telegram.close();
    },
  };
}
