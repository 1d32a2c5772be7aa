import { PAYMENT_STATUSES } from "@jadeverse/db/enums/payments";
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
