// The API for front ends, part four: the payment contracts (response schemas of packs, orders, Stars
// invoices, Stripe links and crypto initialisation). An entry of its own: zod schemas are kept by the
// bundler wherever their module is reached, and only the purchase pages and result pages need these.

/** The payment rails and an order's statuses (the console's filters, the purchase pages' types). */
export {
  PAYMENT_RAILS,
  PAYMENT_STATUSES,
  type PaymentRail,
  type PaymentStatus,
} from "@jadeverse/db/enums/payments";
export {
  cryptoInitializeResponse,
  cryptoPaymentRequestResponse,
  type GemPackView,
  gemPacksResponse,
  type PaymentOrderView,
  paymentLinkResponse,
  paymentOrderResponse,
  type StarInvoice,
  type StarPack,
  type StarPayment,
  solanaInitializeResponse,
  starInvoiceResponse,
  starPacksResponse,
  starPaymentResponse,
  wertInitializeResponse,
} from "./lib/payments/responses.ts";
