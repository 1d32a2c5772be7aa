import {
  type StarInvoice,
  type StarPayment,
  starInvoiceResponse,
  starPacksResponse,
  starPaymentResponse,
} from "@jadeverse/api/client/payments";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

export const starsQueryKeys = {
  packs: ["payments", "stars", "packs"],
} as const;

/** `GET /api/payments/stars/packs`: the gem packs sold for Telegram Stars. */
export const starPacksQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: starsQueryKeys.packs,
    queryFn: async () => starPacksResponse.parse(await unwrap(api.api.payments.stars.packs.$get())).data,
    staleTime: 5 * 60_000,
  });

/** `POST /api/payments/stars/invoice`: an invoice link for one pack. */
export async function createStarInvoice(api: ApiClient, packId: number): Promise<StarInvoice> {
  return starInvoiceResponse.parse(await unwrap(api.api.payments.stars.invoice.$post({ json: { packId } })));
}

/** `GET /api/payments/stars/invoice/:paymentId`: whether the bot has credited the payment yet. */
export async function fetchStarPayment(api: ApiClient, paymentId: number): Promise<StarPayment> {
  return starPaymentResponse.parse(
    await unwrap(
      api.api.payments.stars.invoice[":paymentId"].$get({ param: { paymentId: String(paymentId) } }),
    ),
  );
}
