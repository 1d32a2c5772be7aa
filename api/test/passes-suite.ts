import { passSubscriptions } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { type BotApiStandIn, startBotApiStandIn } from "../../bot/test/bot-api-stand-in.ts";
import { type StarsStandIn, withStarsMethods } from "../../bot/test/stand-in-payments.ts";
import { createTelegramApi } from "../src/lib/telegram/client.ts";
import { startTestApi, type TestApi, type TestResponse } from "./harness.ts";
import { expectDocumented } from "./openapi-check.ts";
import { createPlayers, type TestPlayer } from "./players.ts";
import { type StripeStandIn, startStripeStandIn } from "./stripe-stand-in.ts";

// What the season passes' suites share (api/src/routes/economy/passes.test.ts, passes-rails.test.ts): the API with Stripe
// (the real SDK against the Stripe stand-in) and Telegram (the Bot API stand-in with Stars), seven
// players, and the helpers. Each suite calls `usePassesApi()` once; the bindings are its own while it runs.
export let stripe: StripeStandIn;
export let telegram: BotApiStandIn;
export let stars: StarsStandIn;
export let api: TestApi;
export let document: any;
export let players: TestPlayer[];
export const DAY = 86_400_000;

/** Starts the stand-ins and the API before the suite's tests and stops them after. */
export function usePassesApi(): void {
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    telegram = await startBotApiStandIn();
    stars = withStarsMethods(telegram);
    api = await startTestApi({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.base,
    });
    api.deps.telegram = {
      webhook: null,
      api: createTelegramApi({ token: telegram.token, apiRoot: telegram.apiRoot }),
    };
    stripe.webhookUrl = `${api.url}/api/stripe/webhook`;
    await api.db.write((tx) => seedCatalog(tx));
    players = await createPlayers(api, 7);
    document = (await api.request("GET", "/api/openapi.json")).body;
  });
  afterAll(async () => {
    await api.close();
    stripe.close();
    telegram.close();
  });
}

export const documented = (method: string, path: string, res: TestResponse) =>
  expectDocumented(document, method, path, res);
export const mine = (player: TestPlayer) => api.request("GET", "/api/passes/mine", { token: player.token });
export const subscriptionRow = async (id: number) =>
  (await api.db.orm.select().from(passSubscriptions).where(eq(passSubscriptions.id, id)))[0]!;

/** Buys a pass through Stripe Checkout: the session at the stand-in, paid (its events delivered). */
export async function buyOnWeb(player: TestPlayer, passId: number) {
  const res = await api.request("POST", "/api/passes/checkout", { token: player.token, body: { passId } });
  expect(res.status).toBe(201);
  const row = await subscriptionRow(res.body.subscriptionId);
  const session = stripe.sessionFor(row.reference);
  if (!session) throw new Error("no session at the stand-in");
  await stripe.pay(session.id);
  const subscriptionId = stripe.sessions.get(session.id)?.subscription;
  if (!subscriptionId) throw new Error("the session started no subscription");
  return { id: res.body.subscriptionId as number, stripeSubscription: subscriptionId, checkout: res };
}

/**
 * Runs `use` against a second API configured like the suite's (Stripe at the stand-in) with `env` over
 * it, the catalog seeded and one buyer signed in; closes it after.
 */
export async function withAnotherApi(
  env: Record<string, string>,
  use: (other: TestApi, buyer: TestPlayer) => Promise<void>,
): Promise<void> {
  const other = await startTestApi({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.base,
    ...env,
  });
  try {
    await other.db.write((tx) => seedCatalog(tx));
    const [buyer] = await createPlayers(other, 1);
    await use(other, buyer!);
  } finally {
    await other.close();
  }
}
