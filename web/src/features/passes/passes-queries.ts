import {
  myPassResponse,
  passCancelResponse,
  passCheckoutResponse,
  passesResponse,
  passInvoiceResponse,
  passPortalResponse,
} from "@jadeverse/api/client/contracts";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

/** Query keys of season passes (docs/passes.md). */
export const passKeys = {
  all: ["passes"] as const,
  table: () => [...passKeys.all, "table"] as const,
  mine: () => [...passKeys.all, "mine"] as const,
};

/** `GET /api/passes`: the pass table, Gold first. */
export const passTableQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: passKeys.table(),
    queryFn: async () => passesResponse.parse(await unwrap(api.api.passes.$get())).data,
    staleTime: 5 * 60_000,
  });

/** `GET /api/passes/mine`: the pass held (renewing or cancelled) and any unpaid subscription. */
export const myPassQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: passKeys.mine(),
    queryFn: async () => myPassResponse.parse(await unwrap(api.api.passes.mine.$get())),
  });

/** `POST /api/passes/checkout`: Stripe Checkout for the pass as a subscription (the web). */
export const createPassCheckout = async (api: ApiClient, passId: number) =>
  passCheckoutResponse.parse(await unwrap(api.api.passes.checkout.$post({ json: { passId } })));

/** `POST /api/passes/stars-invoice`: a Stars subscription invoice (the Mini App). */
export const createPassInvoice = async (api: ApiClient, passId: number) =>
  passInvoiceResponse.parse(await unwrap(api.api.passes["stars-invoice"].$post({ json: { passId } })));

/** `POST /api/passes/cancel`: stops the renewal; the paid time stays. */
export const cancelPass = async (api: ApiClient) =>
  passCancelResponse.parse(await unwrap(api.api.passes.cancel.$post()));

/** `POST /api/passes/billing-portal`: Stripe's customer portal for a pass paid by card. */
export const openBillingPortal = async (api: ApiClient) =>
  passPortalResponse.parse(await unwrap(api.api.passes["billing-portal"].$post()));
