import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

const starPackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gems: z.number().int(),
  stars: z.number().int(),
  badge: z.string().nullable(),
});
export type StarPack = z.infer<typeof starPackSchema>;

const invoiceSchema = z.object({
  invoiceLink: z.string(),
  paymentId: z.number().int(),
  stars: z.number().int(),
  gems: z.number().int(),
});
export type StarInvoice = z.infer<typeof invoiceSchema>;

const paymentSchema = z.object({
  paymentId: z.number().int(),
  status: z.enum(["created", "paid", "refunded"]),
  gems: z.number().int(),
});
export type StarPayment = z.infer<typeof paymentSchema>;

export const starsQueryKeys = {
  packs: ["payments", "stars", "packs"],
} as const;

/** `GET /api/payments/stars/packs`: the gem packs sold for Telegram Stars. */
export const starPacksQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: starsQueryKeys.packs,
    queryFn: async () =>
      z.object({ data: z.array(starPackSchema) }).parse(await unwrap(api.api.payments.stars.packs.$get()))
        .data,
    staleTime: 5 * 60_000,
  });

/** `POST /api/payments/stars/invoice`: an invoice link for one pack. */
export async function createStarInvoice(api: ApiClient, packId: number): Promise<StarInvoice> {
  return invoiceSchema.parse(await unwrap(api.api.payments.stars.invoice.$post({ json: { packId } })));
}

/** `GET /api/payments/stars/invoice/:paymentId`: whether the bot has credited the payment yet. */
export async function fetchStarPayment(api: ApiClient, paymentId: number): Promise<StarPayment> {
  return paymentSchema.parse(
    await unwrap(
      api.api.payments.stars.invoice[":paymentId"].$get({ param: { paymentId: String(paymentId) } }),
    ),
  );
}
