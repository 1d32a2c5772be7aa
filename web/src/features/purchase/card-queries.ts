import {
  type GemPackView,
  gemPacksResponse,
  type PaymentOrderView,
  paymentLinkResponse,
  paymentOrderResponse,
  wertInitializeResponse,
} from "@jadeverse/api/client/payments";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";
import { formatUsd } from "../../lib/format.ts";

export const paymentKeys = {
  packs: ["payments", "packs"],
  order: (orderId: number) => ["payments", "orders", orderId],
} as const;

/** `GET /api/payments/packs`: the four gem packs with their dollar prices. */
export const gemPacksQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: paymentKeys.packs,
    queryFn: async (): Promise<GemPackView[]> =>
      gemPacksResponse.parse(await unwrap(api.api.payments.packs.$get())).data,
    staleTime: 5 * 60_000,
  });

/** `POST /api/stripe/create-payment-link`: the Stripe Checkout page for one pack, and its order. */
export async function createPaymentLink(api: ApiClient, packageId: number) {
  return paymentLinkResponse.parse(
    await unwrap(api.api.stripe["create-payment-link"].$post({ json: { packageId } })),
  );
}

/** `POST /api/v1/wert/initialize-payment`: the widget session for one pack, its transfer id and order. */
export async function initializeWertPayment(api: ApiClient, pack: GemPackView) {
  return wertInitializeResponse.parse(
    await unwrap(
      api.api.v1.wert["initialize-payment"].$post({
        json: { packageId: pack.id, amount: pack.priceCents / 100 },
      }),
    ),
  ).data;
}

/** While an order is open, how often its result page asks whether the server has credited it. */
export const ORDER_POLL_MS = 1_000;

/** `GET /api/payments/orders/:orderId`: the order as the server knows it (credited or not). */
export const paymentOrderQuery = (api: ApiClient, orderId: number) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: async (): Promise<PaymentOrderView> =>
      paymentOrderResponse.parse(
        await unwrap(api.api.payments.orders[":orderId"].$get({ param: { orderId: String(orderId) } })),
      ),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || status === "created" || status === "pending" ? ORDER_POLL_MS : false;
    },
  });

/** A price in cents as players read it: "$19.99" (lib/format.ts formatUsd). */
export const formatCents = (cents: number) => formatUsd(cents / 100);
