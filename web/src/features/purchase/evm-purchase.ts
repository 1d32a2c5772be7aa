import { CRYPTO_NAMESPACE } from "@jadeverse/api/client/contracts";
import type { GemPackView } from "@jadeverse/api/client/payments";
import { cryptoInitializeResponse, cryptoPaymentRequestResponse } from "@jadeverse/api/client/payments";
import { type Address, erc20Abi, type Hash } from "viem";
import type { Config } from "wagmi";
import { getConnection, sendTransaction, signMessage, switchChain, writeContract } from "wagmi/actions";
import { type ApiClient, ApiRequestError, errorMessage, unwrap } from "../../lib/api-client.ts";
import { CRYPTO } from "./constants.ts";
import { PaymentProblem } from "./payment-failure.ts";
import { openPaymentSocket, rejectedByWallet } from "./payment-socket.ts";
import type { TokenChoice } from "./picker-rules.ts";

/** Where a crypto purchase is, for the overlay. */
export type CryptoStage = "socket" | "network" | "sign" | "initialize" | "send" | "confirm";

export interface EvmPurchaseInput {
  api: ApiClient;
  config: Config;
  /** The bearer the socket authenticates with (the cookie otherwise). */
  bearer: string | null;
  platformWallet: Address;
  pack: GemPackView;
  /** The coin chosen in the picker, with its contract (null: the network's native coin). */
  coin: TokenChoice & { address: Address | null };
  onStage?(stage: CryptoStage): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An EVM purchase (docs/payments.md): socket → network switch (then 1.5 s) → the server's signing
 * request → the wallet signs its message (the gems, the price, the coin, the chain, the wallets and a
 * single-use nonce: the proof that this wallet pays) → the server initialises (fixing the amount)
 * → the wallet sends the transfer (native, or the token's `transfer`) → the hash is handed to the
 * server → the server's `payment:success` or `payment:failed` for this transfer (10 minutes at most).
 * Any error after initialisation cancels the payment on the server (when nothing was sent). The
 * socket closes at the end. Resolves with the gems credited; rejects with the message to show.
 */
export async function runEvmPurchase(input: EvmPurchaseInput): Promise<number> {
  const { api, config, pack } = input;
  const choice = input.coin;
  const chainId = Number(choice.network);
  const connection = getConnection(config);
  if (!connection.address) throw new PaymentProblem("connectWallet");
  const from = connection.address;

  input.onStage?.("socket");
  const socket = await openPaymentSocket(CRYPTO_NAMESPACE, input.bearer);
  let transferId: string | null = null;
  let sent = false;
  try {
    if (connection.chainId !== chainId) {
      input.onStage?.("network");
      await switchChain(config, { chainId });
      await sleep(CRYPTO.networkSwitchWaitMs);
    }
    input.onStage?.("sign");
    const terms = {
      fromWalletAddress: from,
      toWalletAddress: input.platformWallet,
      currency: choice.symbol,
      chainId,
      packageId: pack.id,
      ...(choice.address ? { tokenContractAddress: choice.address } : {}),
    };
    const request = cryptoPaymentRequestResponse.parse(
      await unwrap(api.api.v1.crypto["payment-request"].$post({ json: terms })),
    ).data;
    const signature = await signMessage(config, { account: from, message: request.message });

    input.onStage?.("initialize");
    const initialized = cryptoInitializeResponse.parse(
      await unwrap(
        api.api.v1.crypto["initialize-payment"].$post({
          json: { ...terms, nonce: request.nonce, signature },
        }),
      ),
    ).data;
    if (!initialized.id) throw new PaymentProblem("noTransferId");
    transferId = initialized.id;
    socket.follow(transferId);

    input.onStage?.("send");
    const value = BigInt(initialized.amount);
    const hash: Hash = initialized.tokenContractAddress
      ? await writeContract(config, {
          account: from,
          chainId,
          address: initialized.tokenContractAddress as Address,
          abi: erc20Abi,
          functionName: "transfer",
          args: [initialized.toWalletAddress as Address, value],
        })
      : await sendTransaction(config, {
          account: from,
          chainId,
          to: initialized.toWalletAddress as Address,
          value,
        });
    sent = true;
    await unwrap(api.api.v1.crypto.transaction.$post({ json: { transferId, txHash: hash } }));

    input.onStage?.("confirm");
    return await socket.outcome();
  } catch (error) {
    if (transferId && !sent)
      await unwrap(api.api.v1.crypto["cancel-payment"].$post({ json: { transferId } })).catch(() => {});
    if (rejectedByWallet(error)) throw new PaymentProblem("cancelled");
    if (error instanceof ApiRequestError) throw new Error(errorMessage(error));
    throw error instanceof Error ? error : new PaymentProblem("failedDefault");
  } finally {
    socket.close();
  }
}
