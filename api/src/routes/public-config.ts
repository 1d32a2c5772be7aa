import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { publicConfigResponse } from "../lib/openapi/responses/content.ts";
import { doc } from "../lib/openapi.ts";
import { clusterApiUrlFor } from "../lib/solana-cluster.ts";

/**
 * What the browser needs to know about this deployment and may know: the bot behind the Telegram
 * Login Widget, the WalletConnect project and the Solana network. Never a secret.
 */
export const publicConfigRoutes = new Hono<AppEnv>().get(
  "/public-config",
  doc("content", "Public deployment settings for the web app", { response: publicConfigResponse }),
  (c) => {
    const { env } = c.get("deps");
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      telegramBotUsername: env.BOT_TOKEN && env.BOT_USERNAME ? env.BOT_USERNAME : null,
      walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID ?? null,
      solana: {
        cluster: env.SOLANA_CLUSTER,
        rpcUrl: env.SOLANA_RPC_URL ?? clusterApiUrlFor(env.SOLANA_CLUSTER),
      },
    });
  },
);
