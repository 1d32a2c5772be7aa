import { Hono } from "hono";
import type { AppEnv, Deps } from "./context.ts";
import { errorText } from "./lib/errors/texts.ts";
import { ApiError } from "./lib/errors.ts";
import { PLAY_AND_BUY_CALLS, RESTRICTED_CALLS } from "./lib/geo/restricted-calls.ts";
import { ServingRouter } from "./lib/openapi/serving-router.ts";
import { requireUser } from "./middleware/auth.ts";
import { answerForError, errorResponse } from "./middleware/error-answer.ts";
import { methodNotAllowed } from "./middleware/method-not-allowed.ts";
import { playEligibility } from "./middleware/play-eligibility.ts";
import { requestContext } from "./middleware/request-context.ts";
import { restrictedCountries } from "./middleware/restricted-countries.ts";
import { emailAuthRoutes } from "./routes/auth/email.ts";
import { passwordAuthRoutes } from "./routes/auth/password.ts";
import { sessionAuthRoutes } from "./routes/auth/session.ts";
import { telegramAuthRoutes } from "./routes/auth/telegram.ts";
import { feedbackRoutes } from "./routes/community/feedback.ts";
import { shareRoutes } from "./routes/community/share.ts";
import { waitlistRoutes } from "./routes/community/waitlist.ts";
import { consoleRoutes } from "./routes/console/index.ts";
import { dailyBonusRoutes } from "./routes/economy/daily-bonus.ts";
import { financeRoutes } from "./routes/economy/finance.ts";
import { itemRoutes } from "./routes/economy/items.ts";
import { leaderboardRoutes } from "./routes/economy/leaderboard.ts";
import { passRoutes } from "./routes/economy/passes.ts";
import { raceRoutes } from "./routes/economy/races.ts";
import { referralRoutes } from "./routes/economy/referrals.ts";
import { skinRoutes } from "./routes/economy/skins.ts";
import { storeRoutes } from "./routes/economy/store.ts";
import { wheelRoutes } from "./routes/economy/wheel.ts";
import { fairnessRoutes } from "./routes/games/fairness.ts";
import { gameRoutes } from "./routes/games/index.ts";
import { metricRoutes } from "./routes/games/metrics.ts";
import { queueRoutes } from "./routes/games/queue.ts";
import { airdropRoutes } from "./routes/investors/airdrop.ts";
import { presaleRoutes } from "./routes/investors/presale.ts";
import { stakingRoutes } from "./routes/investors/staking.ts";
import { vestingRoutes } from "./routes/investors/vesting.ts";
import { cryptoPaymentRoutes } from "./routes/payments/crypto.ts";
import { paymentRoutes } from "./routes/payments/index.ts";
import { solanaPaymentRoutes } from "./routes/payments/solana.ts";
import { starsPaymentRoutes } from "./routes/payments/stars.ts";
import { stripePaymentRoutes } from "./routes/payments/stripe.ts";
import { wertPaymentRoutes } from "./routes/payments/wert.ts";
import { accessRoutes } from "./routes/platform/access.ts";
import { contentRoutes } from "./routes/platform/content.ts";
import { docsRoutes } from "./routes/platform/docs.ts";
import { healthRoutes } from "./routes/platform/health.ts";
import { publicConfigRoutes } from "./routes/platform/public-config.ts";
import { telegramWebhookRoutes } from "./routes/platform/telegram-webhook.ts";
import { userRoutes, xpRoutes } from "./routes/users/index.ts";
import { responsiblePlayRoutes } from "./routes/users/responsible-play.ts";
import { walletProofRoutes } from "./routes/wallet/proofs.ts";
import { tonRoutes } from "./routes/wallet/ton.ts";

/**
 * The API under `/api`. It is served inside the platform (`buildPlatform`, server/platform.ts), which
 * `index.ts` and the tests' harness both use; it answers every `/api` path itself (JSON 404 and 405
 * included).
 */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>({ router: new ServingRouter() }).basePath("/api");
  // Context, the answer's own headers and the guards (CORS, body limit, cross-site cookie writes):
  // one step of the chain before the routes (request-context.ts).
  app.use(requestContext(deps));
  // The Terms' restricted countries refuse these calls before their routes (docs/security.md).
  for (const path of RESTRICTED_CALLS) app.post(path, restrictedCountries);
  // Playing and buying need the Terms accepted (18+) and no break running (docs/security.md).
  for (const path of PLAY_AND_BUY_CALLS) app.post(path, requireUser, playEligibility);
  const api = app
    .route("/health", healthRoutes)
    .route("/access", accessRoutes)
    .route("/auth", emailAuthRoutes)
    .route("/auth", passwordAuthRoutes)
    .route("/auth", sessionAuthRoutes)
    .route("/auth", telegramAuthRoutes)
    .route("/users", referralRoutes)
    .route("/users", userRoutes)
    .route("/users", responsiblePlayRoutes)
    .route("/xp", xpRoutes)
    .route("/", contentRoutes)
    .route("/", publicConfigRoutes)
    .route("/queue", queueRoutes)
    .route("/skins", skinRoutes)
    .route("/store", storeRoutes)
    .route("/items", itemRoutes)
    .route("/finance", financeRoutes)
    .route("/v1/metric", metricRoutes)
    .route("/waitlist", waitlistRoutes)
    .route("/feedback", feedbackRoutes)
    .route("/fairness", fairnessRoutes)
    .route("/wheel", wheelRoutes)
    .route("/daily-bonus", dailyBonusRoutes)
    .route("/passes", passRoutes)
    .route("/races", raceRoutes)
    .route("/games", gameRoutes)
    .route("/leaderboard", leaderboardRoutes)
    .route("/telegram", telegramWebhookRoutes)
    .route("/ton", tonRoutes)
    .route("/share", shareRoutes)
    .route("/payments/stars", starsPaymentRoutes)
    .route("/payments", paymentRoutes)
    .route("/stripe", stripePaymentRoutes)
    .route("/v1/crypto", cryptoPaymentRoutes)
    .route("/v1/solana", solanaPaymentRoutes)
    .route("/v1/wert", wertPaymentRoutes)
    .route("/private-reward-airdrop", airdropRoutes)
    .route("/vesting", vestingRoutes)
    .route("/wallet-proofs", walletProofRoutes)
    .route("/presale", presaleRoutes)
    .route("/staking", stakingRoutes)
    .route("/console", consoleRoutes);
  app.route("/", docsRoutes(app));
  const allowedMethods = methodNotAllowed(app.routes);
  app.notFound((c) => {
    const allow = allowedMethods(c.req.path);
    // A route of this method that answered "not found" itself is a 404; only other methods are 405s.
    if (allow.length > 0 && !allow.includes(c.req.method)) {
      c.header("Allow", allow.join(", "));
      return errorResponse(
        c,
        new ApiError(405, "METHOD_NOT_ALLOWED", errorText("methodNotAllowedHere", { method: c.req.method })),
      );
    }
    return errorResponse(
      c,
      new ApiError(404, "NOT_FOUND", errorText("noRoute", { method: c.req.method, path: c.req.path })),
    );
  });
  app.onError((error, c) => {
    const apiError = answerForError(error, c.get("log") ?? deps.logger);
    // A busy database frees within moments: the client may try again after a second.
    if (apiError.code === "DATABASE_BUSY") c.header("Retry-After", "1");
    // The message in the player's language (docs/i18n.md "API error messages"); the code as it is.
    return errorResponse(c, apiError);
  });
  return api;
}

/** The contract of the typed client (`hc<AppType>`): a changed route breaks the build, not production. */
export type AppType = ReturnType<typeof createApp>;
