import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client.ts";
import { formatDate } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PASS_TEXT } from "./constants.ts";
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
      showToast({ tone: "success", message: PASS_TEXT.cancelled });
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
  const until = held ? (formatDate(held.paidUntil) ?? held.paidUntil) : "";
  return (
    <div className="flex flex-col gap-4">
      <Card as="section" aria-labelledby="pass-settings-heading" className="flex flex-col gap-3 p-5">
        <h2 id="pass-settings-heading" className="font-display text-lg font-semibold">
          {PASS_TEXT.settingsHeading}
        </h2>
        {returning === "success" && !held ? <Notice>{PASS_TEXT.activating}</Notice> : null}
        {returning === "cancelled" && !held ? <Notice>{PASS_TEXT.checkoutLeft}</Notice> : null}
        {held ? (
          <div className="flex flex-col gap-2" data-testid="held-pass">
            <p className="text-xl font-semibold text-gold">{held.name} pass</p>
            <p>{held.renews ? PASS_TEXT.renewsOn(until) : PASS_TEXT.endsOn(until)}</p>
            <p className="text-sm text-muted">{PASS_TEXT.paidWith(held.rail)}</p>
            <div className="flex flex-wrap gap-2">
              {held.renews ? (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  {PASS_TEXT.cancel}
                </Button>
              ) : null}
              {held.rail === "stripe" ? (
                <Button variant="ghost" loading={portal.isPending} onClick={() => portal.mutate()}>
                  {PASS_TEXT.portal}
                </Button>
              ) : null}
            </div>
          </div>
        ) : mine.data ? (
          <p className="text-muted">{PASS_TEXT.none}</p>
        ) : null}
      </Card>
      {held?.tier === 2 && held.renews ? null : <SeasonPassCards inSettings />}
      {confirming ? (
        <Dialog onClose={() => setConfirming(false)} title={PASS_TEXT.cancelTitle} size="sm">
          <p>{PASS_TEXT.cancelBody(until)}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {PASS_TEXT.keep}
            </Button>
            <Button loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {PASS_TEXT.cancelConfirm}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
