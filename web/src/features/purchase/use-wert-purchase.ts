import type { GemPackView } from "@jadeverse/api/client/payments";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { initializeWertPayment, ORDER_POLL_MS, paymentOrderQuery } from "./card-queries.ts";
import { CRYPTO } from "./constants.ts";
import { purchaseFailure } from "./use-card-purchase.ts";
import type { PurchaseOutcomeHandlers } from "./use-stars-purchase.ts";
import type { WertWidgetHandle } from "./wert-widget.ts";

/**
 * Where a Wert purchase stands: `starting` (session being made, the overlay up), `widget` (Wert's
 * frame is the player's), `confirming` (Wert said paid; the overlay waits for the server's credit).
 */
export type WertStage = "starting" | "widget" | "confirming";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A card payment by Wert (docs/product/economy.md §4 "Card: … wert opens the widget"): the server makes a locked
 * widget session for the pack; Wert's frame takes the card. Its `payment-status` success closes the
 * frame and the overlay waits until the server has verified the payment with Wert and credited it
 * (the page never credits anything itself), then "Payment Successful!" and the new balance. A card
 * declined stays in the frame (the player may try another); closing after a decline shows "Payment
 * Failed"; closing before paying just ends it.
 */
export function useWertPurchase(handlers: PurchaseOutcomeHandlers) {
  const { api } = usePlatform();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<WertStage | null>(null);
  const widget = useRef<WertWidgetHandle | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
      widget.current?.close();
    },
    [],
  );

  const awaitCredit = useCallback(
    async (orderId: number) => {
      const deadline = Date.now() + CRYPTO.confirmationTimeoutMs;
      while (alive.current && Date.now() < deadline) {
        const order = await queryClient
          .fetchQuery({ ...paymentOrderQuery(api, orderId), staleTime: 0 })
          .catch(() => null);
        if (order?.status === "paid") {
          handlers.onCredited(order.gems);
          await queryClient.invalidateQueries({ queryKey: userKeys.me() });
          return;
        }
        if (order && order.status !== "created" && order.status !== "pending")
          return handlers.onFailed({ id: "failedDefault" });
        await sleep(ORDER_POLL_MS);
      }
      if (alive.current) handlers.onFailed({ id: "timedOut" });
    },
    [api, handlers, queryClient],
  );

  const start = useCallback(
    async (pack: GemPackView) => {
      const wert = config.data?.payments.wert;
      if (!wert) return handlers.onFailed({ id: "notAvailable", values: { method: "Wert" } });
      setStage("starting");
      try {
        const [checkout, { openWertWidget }] = await Promise.all([
          initializeWertPayment(api, pack),
          import("./wert-widget.ts"),
        ]);
        let declined = false;
        let paid = false;
        widget.current = await openWertWidget({
          partnerId: wert.partnerId,
          origin: wert.origin,
          sessionId: checkout.wertRes.sessionId,
          clickId: checkout.transferId,
          events: {
            loaded: () => setStage((now) => (now === "starting" ? "widget" : now)),
            position: () => {},
            rateUpdate: () => {},
            paymentStatus: ({ status }) => {
              if (status === "success" && !paid) {
                paid = true;
                widget.current?.close();
                setStage("confirming");
                void awaitCredit(checkout.orderId).finally(() => alive.current && setStage(null));
              } else if (status === "failed") declined = true;
              else if (status === "pending") declined = false;
            },
            error: (message) => {
              widget.current?.close();
              setStage(null);
              handlers.onFailed(message ? { text: message } : { id: "failedDefault" });
            },
            closed: () => {
              if (paid) return;
              setStage(null);
              if (declined) handlers.onFailed({ id: "failedDefault" });
            },
          },
        });
      } catch (error) {
        setStage(null);
        handlers.onFailed(purchaseFailure(error));
      }
    },
    [api, awaitCredit, config.data, handlers],
  );

  return { start, stage, busy: stage === "starting" || stage === "confirming" };
}
