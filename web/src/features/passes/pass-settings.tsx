import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { passMessages } from "./messages.ts";
import { passDate } from "./pass-date.ts";
import { cancelPass, myPassQuery, openBillingPortal, passKeys } from "./passes-queries.ts";
import { SeasonPassCards } from "./season-pass-cards.tsx";

/** While a just-paid pass is not recorded yet, how often Settings asks again. */
const ACTIVATING_POLL_MS = 1_000;

/**
 * The player's season pass in Settings (docs/passes.md), in both shells: which pass, paid until when,
 * renewing or cancelled, how it was paid, and Cancel renewal (the paid time stays). Back from Stripe
 * Checkout (`?pass=success`) it waits for the webhook to record the payment.
 */
export function PassSettings() {
  const t = useMessages(passMessages);
  const locale = useAtomValue(localeAtom);
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const [params] = useSearchParams();
  const returning = params.get("pass");
  const [confirming, setConfirming] = useState(false);
  const mine = useQuery({
    ...myPassQuery(platform.api),
    refetchInterval: (query) =>
      returning === "success" && !query.state.data?.held && (query.state.data?.pending.length ?? 0) > 0
        ? ACTIVATING_POLL_MS
        : false,
  });
  const cancel = useMutation({
    mutationFn: () => cancelPass(platform.api),
    onSuccess: async () => {
      setConfirming(false);
      platform.haptic("success");
      showToast({ tone: "success", message: t("cancelled") });
      await queryClient.invalidateQueries({ queryKey: passKeys.all });
    },
    onError: (error) => showToast({ tone: "error", message: errorMessage(error) }),
  });
  const portal = useMutation({
    mutationFn: async () => {
      window.location.assign((await openBillingPortal(platform.api)).url);
      await new Promise<never>(() => {}); // the page is leaving
    },
    onError: (error) => showToast({ tone: "error", message: errorMessage(error) }),
  });
  const held = mine.data?.held;
  const until = held ? passDate(held.paidUntil, locale) : "";
  return (
    <div className="flex flex-col gap-4">
      <Card as="section" aria-labelledby="pass-settings-heading" className="flex flex-col gap-3 p-5">
        <h2 id="pass-settings-heading" className="font-display text-lg font-semibold">
          {t("heading")}
        </h2>
        {returning === "success" && !held ? <Notice>{t("activating")}</Notice> : null}
        {returning === "cancelled" && !held ? <Notice>{t("checkoutLeft")}</Notice> : null}
        {held ? (
          <div className="flex flex-col gap-2" data-testid="held-pass">
            <p className="text-xl font-semibold text-gold">{t("passName", { name: held.name })}</p>
            <p>{t(held.renews ? "renewsOn" : "endsOn", { date: until })}</p>
            <p className="text-sm text-muted">{t(held.rail === "stars" ? "paidStars" : "paidCard")}</p>
            <div className="flex flex-wrap gap-2">
              {held.renews ? (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  {t("cancel")}
                </Button>
              ) : null}
              {held.rail === "stripe" ? (
                <Button variant="ghost" loading={portal.isPending} onClick={() => portal.mutate()}>
                  {t("portal")}
                </Button>
              ) : null}
            </div>
          </div>
        ) : mine.data ? (
          <p className="text-muted">{t("none")}</p>
        ) : null}
      </Card>
      {held?.tier === 2 && held.renews ? null : <SeasonPassCards inSettings />}
      {confirming ? (
        <Dialog onClose={() => setConfirming(false)} title={t("cancelTitle")} size="sm">
          <p>{t("cancelBody", { date: until })}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t("keep")}
            </Button>
            <Button loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t("cancelConfirm")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
