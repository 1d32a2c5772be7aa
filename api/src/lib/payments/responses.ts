import { PAYMENT_RAILS, PAYMENT_STATUSES } from "@jadeverse/db/enums/payments";
import { z } from "zod";

const id = z.number().int().positive();

/** A gem pack sold for Telegram Stars. */
export const starPack = z.strictObject({
  id,
  name: z.string(),
  gems: id,
  stars: id.describe("price in Telegram Stars (XTR)"),
  badge: z.string().nullable(),
});
export type StarPack = z.infer<typeof starPack>;

/** `GET /api/payments/stars/packs`: the gem packs sold for Telegram Stars. */
export const starPacksResponse = z.strictObject({ data: z.array(starPack) });

/** `POST /api/payments/stars/invoice`: open `invoiceLink` with the Mini App SDK's invoice feature. */
export const starInvoiceResponse = z.strictObject({
  invoiceLink: z.string(),
  paymentId: id,
  stars: id,
  gems: id,
});
export type StarInvoice = z.infer<typeof starInvoiceResponse>;

/** `GET /api/payments/stars/:paymentId`: the payment as the server knows it (credited by the bot). */
export const starPaymentResponse = z.strictObject({
  paymentId: id,
  packId: id,
  status: z.enum(PAYMENT_STATUSES),
  stars: id,
  gems: id,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  refundedAt: z.iso.datetime().nullable(),
});
export type StarPayment = z.infer<typeof starPaymentResponse>;

export const starInvoiceBody = z.strictObject({ packId: z.number().int().positive().max(1_000_000) });
export const starPaymentParams = z.strictObject({
  paymentId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** `POST /api/stripe/create-payment-link` (docs/product/economy.md §7: `packageId`). */
export const paymentLinkBody = z.strictObject({ packageId: z.number().int().positive().max(1_000_000) });

/** `POST /api/stripe/create-payment-link`: `data` is the Checkout page to send the browser to. */
export const paymentLinkResponse = z.strictObject({
  data: z.url().describe("the Stripe Checkout page the browser is sent to"),
  orderId: id.describe("the order, whose status GET /api/payments/orders/{orderId} answers"),
});

/** `POST /api/stripe/webhook`: Stripe only reads the status. */
export const webhookResponse = z.strictObject({ received: z.literal(true) });

/** `GET /api/payments/orders/:orderId`: one of the player's orders, on any rail. */
export const paymentOrderResponse = z.strictObject({
  orderId: id,
  packId: id,
  rail: z.enum(PAYMENT_RAILS),
  status: z.enum(PAYMENT_STATUSES),
  gems: id,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentOrderView = z.infer<typeof paymentOrderResponse>;

export const paymentOrderParams = z.strictObject({
  orderId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** `GET /api/payments/packs`: the gem packs with their dollar prices (docs/product/economy.md §9). */
export const gemPacksResponse = z.strictObject({
  data: z.array(
    z.strictObject({
      id,
      name: z.string(),
      gems: id,
      priceCents: id.describe("price in US cents"),
      badge: z.string().nullable(),
    }),
  ),
});
export type GemPackView = z.infer<typeof gemPacksResponse>["data"][number];

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "an EVM address (0x and 40 hex digits)");

/** What a buyer asks to pay with: the signing request and the order it opens both name it. */
const cryptoPaymentTerms = {
  fromWalletAddress: evmAddress,
  toWalletAddress: evmAddress,
  currency: z.string().trim().min(1).max(12),
  coinId: z.string().trim().max(64).optional(),
  chainId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31),
  /** The client's own computation (docs/payments.md: above zero); the server fixes the amount itself. */
  amount: z.number().positive("Amount must be greater than zero").optional(),
  packageId: z.number().int().positive().max(1_000_000),
  tokenContractAddress: evmAddress.optional(),
};

/** `POST /api/v1/crypto/payment-request`: the terms the wallet will sign. */
export const cryptoPaymentRequestBody = z.strictObject(cryptoPaymentTerms);

/** `POST /api/v1/crypto/payment-request`: the message the paying wallet signs, and its nonce. */
export const cryptoPaymentRequestResponse = z.strictObject({
  data: z.strictObject({
    nonce: z.string().describe("single use: the order this signature opens spends it"),
    message: z
      .string()
      .describe("what the wallet signs (personal_sign): the pack, gems, price, coin, chain and wallets"),
    expiresAt: z.iso.datetime(),
  }),
});

/**
 * `POST /api/v1/crypto/initialize-payment`: the terms again, with the signing request's nonce and the
 * paying wallet's signature over its message (an EOA's 65 bytes, or a contract wallet's longer proof).
 */
export const cryptoInitializeBody = z.strictObject({
  ...cryptoPaymentTerms,
  nonce: z.string().regex(/^[0-9a-f]{32}$/, "the nonce of a signing request"),
  signature: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2}){65,4096}$/, "a wallet signature (0x and hex)")
    .transform((value) => value as `0x${string}`),
});

export const cryptoInitializeResponse = z.strictObject({
  data: z.strictObject({
    id: z.string().describe("the transfer id: payment events name it"),
    amount: z.string().describe("what to send, in the coin's smallest unit (wei or token units)"),
    decimals: z.number().int(),
    toWalletAddress: evmAddress,
    tokenContractAddress: evmAddress.nullable(),
    expiresAt: z.iso.datetime(),
  }),
});

/** `POST /api/v1/crypto/transaction`: the hash the wallet sent (verified on the chain by the server). */
export const cryptoTransactionBody = z.strictObject({
  transferId: z.string().min(1).max(64),
  /** Lower-cased here, the one place: a hash in another letter case is the same transaction. */
  txHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, "a transaction hash (0x and 64 hex digits)")
    .transform((hash) => hash.toLowerCase() as `0x${string}`),
});

/** `POST /api/v1/crypto/cancel-payment` (docs/product/economy.md §7, with the transfer id it cancels). */
export const cryptoCancelBody = z.looseObject({ transferId: z.string().min(1).max(64) });

export const acceptedResponse = z.strictObject({
  data: z.strictObject({ status: z.enum(["pending", "cancelled"]) }),
});

/** `POST /api/v1/solana/initialize-payment`: what to send, where, and the memo naming the order. */
export const solanaInitializeResponse = z.strictObject({
  data: z.strictObject({
    id: z.string().describe("the transfer id: payment events name it"),
    amount: z.string().describe("what to send, in base units (lamports or token units)"),
    decimals: z.number().int(),
    toWalletAddress: z.string(),
    mintAddress: z.string().nullable(),
    memo: z.string().describe("the memo the transfer must carry (SPL Memo program): it names the order"),
    expiresAt: z.iso.datetime(),
  }),
});

/** `POST /api/v1/wert/initialize-payment` (docs/product/economy.md §7: `amount`, `packageId`). */
export const wertInitializeBody = z.strictObject({
  /** The client's price in dollars (docs/product/economy.md §5: above zero); the server charges the pack's own price. */
  amount: z.number().positive("Amount must be greater than zero").max(1_000_000).optional(),
  packageId: z.number().int().positive().max(1_000_000),
});

/** `POST /api/v1/wert/initialize-payment` (docs/product/economy.md §3 "Card widget initialization response"). */
export const wertInitializeResponse = z.strictObject({
  data: z.strictObject({
    wertRes: z.strictObject({ sessionId: z.string().describe("the widget's session_id") }),
    transferId: z.string().describe("the widget's click_id: Wert files the payment under it"),
    orderId: id.describe("the order, whose status GET /api/payments/orders/{orderId} answers"),
  }),
});
