import { z } from "zod";
import { STREAMING_PROVIDERS } from "../../content/streaming.ts";
import { SOLANA_CLUSTERS } from "../../solana-cluster.ts";

export const bannersResponse = z.array(
  z.strictObject({ imageLink: z.string(), actionRedirectLink: z.string(), title: z.string() }),
);

export const streamingConfigResponse = z.strictObject({
  streamingProvider: z.enum(STREAMING_PROVIDERS),
  isActive: z.boolean(),
});

export const publicConfigResponse = z.strictObject({
  telegramBotUsername: z.string().nullable(),
  walletConnectProjectId: z.string().nullable(),
  solana: z.strictObject({ cluster: z.enum(SOLANA_CLUSTERS), rpcUrl: z.string() }),
});
