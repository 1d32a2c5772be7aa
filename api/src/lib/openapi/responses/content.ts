import { PAYMENT_RAILS } from "@jadeverse/db/enums/payments";
import { z } from "zod";
import { FLAG_NAMES, type FlagName } from "../../flags.ts";
import { SOLANA_CLUSTERS } from "../../solana-cluster.ts";

export const bannersResponse = z.array(
  z.strictObject({ imageLink: z.string(), actionRedirectLink: z.string(), title: z.string() }),
);

export { type StreamingConfig, streamingConfigResponse } from "./streaming.ts";

export const publicConfigResponse = z.strictObject({
  telegramBotUsername: z.string().nullable(),
  walletConnectProjectId: z.string().nullable(),
  flags: z.strictObject(
    Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean()])) as Record<FlagName, z.ZodBoolean>,
  ),
  queue: z.strictObject({
    maxPlayers: z.number().int().positive(),
    /** How often a waiting or playing client should call `POST /api/queue/heartbeat`. */
    heartbeatIntervalMs: z.number().int().positive(),
    heartbeatTimeoutMs: z.number().int().positive(),
  }),
  solana: z.strictObject({ cluster: z.enum(SOLANA_CLUSTERS), rpcUrl: z.string() }),
  /** The payment rails this server is configured for (a rail without credentials is not offered). */
  payments: z.strictObject({
    rails: z.array(z.enum(PAYMENT_RAILS)),
    /** EVM: where payments go, and the networks and tokens taken (null while EVM is off). */
    evm: z
      .strictObject({
        platformWallet: z.string(),
        chains: z.array(
          z.strictObject({
            chainId: z.number().int(),
            nativeSymbol: z.string(),
            tokens: z.array(
              z.strictObject({ symbol: z.string(), address: z.string(), decimals: z.number().int() }),
            ),
          }),
        ),
      })
      .nullable(),
    /** Solana: where payments go on this server's cluster, and the coins taken there (null while off). */
    solana: z
      .strictObject({
        platformWallet: z.string(),
        coins: z.array(
          z.strictObject({ symbol: z.string(), mint: z.string().nullable(), decimals: z.number().int() }),
        ),
      })
      .nullable(),
    /** Wert: the widget's partner id and origin (null while off; the API key stays on the server). */
    wert: z.strictObject({ partnerId: z.string(), origin: z.string() }).nullable(),
  }),
});
