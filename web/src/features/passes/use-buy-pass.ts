import type { SeasonPassView } from "@jadeverse/api/client/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useMessages } from "../../i18n/messages.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useClosingConfirmation } from "../../lib/platform-hooks.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { passMessages } from "./messages.ts";
import { createPassCheckout, createPassInvoice, myPassQuery, passKeys } from "./passes-queries.ts";

/** How long, and how often, the Mini App looks for the pass after Telegram's sheet said paid. */
const ACTIVATION_POLL = { timeoutMs: 20_000, intervalMs: 1_000 } as const;

/** How this shell sells a pass: Telegram Stars where the platform offers them, else a card (Stripe). */
export function usePassRail(): "stars" | "card" {
  const { buyGems, openInvoice } = usePlatform();
  return openInvoice && buyGems.methods.includes("stars") ? "stars" : "card";
}

/**
 * Buying a season pass (docs/passes.md), one flow for both shells: in Telegram a Stars subscription
 * invoice opened in Telegram's payment sheet, then the pass once the bot recorded the payment; on the
 * web Stripe Checkout in subscription mode, which comes back to Settings. The server records every
 * charge from the rail's own report, never from here.
 */
export function useBuyPass() {
  const platform = usePlatform();
  const rail = usePassRail();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const t = useMessages(passMessages);
  const buy = useMutation({
    mutationFn: async (pass: SeasonPassView): Promise<"held" | "slow" | "left" | "closed"> => {
      if (rail === "card") {
        const { url } = await createPassCheckout(platform.api, pass.id);
        window.location.assign(url);
        await new Promise<never>(() => {}); // the page is leaving
      }
      const invoice = await createPassInvoice(platform.api, pass.id);
      // Stryker disable next-line all: usePassRail chose Stars only where openInvoice exists
      const outcome = (await platform.openInvoice?.(invoice.invoiceLink)) ?? "failed";
      if (outcome !== "paid") return outcome === "cancelled" ? "closed" : "left";
      const deadline = Date.now() + ACTIVATION_POLL.timeoutMs;
      while (Date.now() < deadline) {
        const mine = await queryClient.fetchQuery({ ...myPassQuery(platform.api), staleTime: 0 });
        if (mine.held?.passId === pass.id) return "held";
        await new Promise((resolve) => setTimeout(resolve, ACTIVATION_POLL.intervalMs));
      }
      return "slow";
    },
    onSuccess: async (result, pass) => {
      await queryClient.invalidateQueries({ queryKey: passKeys.all });
      if (result === "held") {
        platform.haptic("success");
        showToast({ tone: "success", message: t("welcome", { name: pass.name }) });
      } else if (result === "slow") showToast({ tone: "info", message: t("slow") });
      else if (result === "left") showToast({ tone: "error", message: t("failed") });
    },
    onError: (error) => {
      platform.haptic("error");
      showToast({ tone: "error", message: errorMessage(error) });
    },
  });
  useClosingConfirmation(buy.isPending);
  return buy;
}
