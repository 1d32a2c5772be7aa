import { type Context, Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { effectiveFlags } from "../../lib/console/flags.ts";
import type { Flags } from "../../lib/flags.ts";
import { publicConfigResponse } from "../../lib/openapi/responses/content.ts";
import { doc } from "../../lib/openapi.ts";
import {
  configuredRails,
  evmPublicConfig,
  solanaPublicConfig,
  wertPublicConfig,
} from "../../lib/payments/rails.ts";
import { HEARTBEAT_INTERVAL_MS } from "../../lib/queue/constants.ts";
import { clusterApiUrlFor } from "../../lib/solana-cluster.ts";

/**
 * What the browser needs to know about this deployment and may know: the bot behind the Telegram
 * Login Widget, the WalletConnect project, the Solana network, the feature flags (spec defaults with
 * `FEATURE_FLAGS` overrides, then the console's: lib/console/flags.ts, read again every few seconds)
 * and the queue's heartbeat timing. Never a secret.
 */
export const publicConfigRoutes = new Hono<AppEnv>().get(
  "/public-config",
  doc("content", "Public deployment settings for the web app", { response: publicConfigResponse }),
  async (c) => {
    const flags = effectiveFlags(c.get("deps"));
    // The console's overrides are at hand nearly always (read every few seconds): no query then.
    return answer(c, flags instanceof Promise ? await flags : flags);
  },
);

function answer(c: Context<AppEnv>, flags: Flags) {
  const { env } = c.get("deps");
  c.header("Cache-Control", "public, max-age=300");
  return c.json({
    telegramBotUsername: env.BOT_TOKEN && env.BOT_USERNAME ? env.BOT_USERNAME : null,
    walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID ?? null,
    flags,
    queue: {
      maxPlayers: env.QUEUE_MAX_PLAYERS,
      heartbeatIntervalMs: Math.min(HEARTBEAT_INTERVAL_MS, Math.floor(env.QUEUE_HEARTBEAT_TIMEOUT_MS / 3)),
      heartbeatTimeoutMs: env.QUEUE_HEARTBEAT_TIMEOUT_MS,
    },
    solana: {
      cluster: env.SOLANA_CLUSTER,
      rpcUrl: env.SOLANA_RPC_URL ?? clusterApiUrlFor(env.SOLANA_CLUSTER),
    },
    payments: {
      rails: configuredRails(env),
      evm: evmPublicConfig(env),
      solana: solanaPublicConfig(env),
      wert: wertPublicConfig(env),
    },
  });
}
