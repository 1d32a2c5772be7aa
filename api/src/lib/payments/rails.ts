import type { PaymentRail } from "@jadeverse/db/enums/payments";
import type { Env } from "../../env.ts";
import { evmRail } from "./evm/config.ts";
import { solanaRail } from "./solana/config.ts";
import { wertRail } from "./wert/config.ts";

/**
 * The rails this server can take payments on: each needs its credentials (a rail without them is
 * neither offered to players nor accepted). Stars needs the bot; Stripe its key and webhook secret;
 * Wert its partner id, API key and receiving wallet;
 * EVM the platform wallet and a chain's RPC endpoint; Solana its platform wallet.
 */
export function configuredRails(env: Env): PaymentRail[] {
  const rails: PaymentRail[] = [];
  if (env.BOT_TOKEN) rails.push("stars");
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) rails.push("stripe");
  if (wertRail(env)) rails.push("wert");
  if (evmRail(env)) rails.push("evm");
  if (solanaRail(env)) rails.push("solana");
  return rails;
}

/** What a browser needs to pay on the EVM rail: the platform wallet, and the networks and tokens taken. */
export function evmPublicConfig(env: Env) {
  const rail = evmRail(env);
  if (!rail) return null;
  return {
    platformWallet: rail.platformWallet,
    chains: [...rail.chains.values()].map(({ chainId, nativeSymbol, tokens }) => ({
      chainId,
      nativeSymbol,
      tokens,
    })),
  };
}

/** What a browser needs to pay on the Solana rail: the platform wallet and the coins taken on the cluster. */
export function solanaPublicConfig(env: Env) {
  const rail = solanaRail(env);
  if (!rail) return null;
  return {
    platformWallet: rail.platformWallet as string,
    coins: rail.coins.map(({ symbol, mint, decimals }) => ({
      symbol,
      mint: mint as string | null,
      decimals,
    })),
  };
}

/** What a browser needs to open Wert's widget: the partner id and the widget's origin (never the key). */
export function wertPublicConfig(env: Env) {
  const rail = wertRail(env);
  return rail ? { partnerId: rail.partnerId, origin: rail.widgetOrigin } : null;
}
