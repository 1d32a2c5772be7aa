import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { resendErrorMessage } from "./error-messages.ts";
import { type AccountNote, accountMessages, noteText } from "./messages.ts";
import { useResendCountdown } from "./use-resend-countdown.ts";

const formatWait = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The e-mail verification popup (docs/product/platform.md §2, §4, §8), opened when a login answers
 * USER_HAS_NOT_VERIFIED_EMAIL: the address (disabled), and a resend button that waits out the
 * server's countdown. Outcomes show inline and are announced politely.
 */
export function VerifyEmailDialog({ email, onClose }: { email: string; onClose(): void }) {
  const t = useMessages(accountMessages);
  const { api } = usePlatform();
  const address = email.trim();
  const countdown = useResendCountdown(address);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; note: AccountNote } | null>(null);
  const resend = useMutation({
    mutationFn: () => unwrap(api.api.auth["regenerate-email-token"].$post({ json: { email: address } })),
    onSuccess: () => setOutcome({ tone: "success", note: { id: "resendSent" } }),
    onError: (error) => setOutcome({ tone: "error", note: resendErrorMessage(error) }),
    // The next allowed date moves with every attempt.
    onSettled: () => countdown.refetch(),
  });

  const waiting = countdown.secondsLeft > 0;
  const send = () => {
    if (!address) return setOutcome({ tone: "error", note: { id: "missingEmail" } });
    setOutcome(null);
    resend.mutate();
  };

  return (
    <Dialog title={t("verifyTitle")} description={t("verifyDescription")} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <TextField label={t("emailLabel")} type="email" name="email" value={email} disabled readOnly />
        <Button
          size="lg"
          className="w-full"
          onClick={send}
          disabled={waiting || countdown.loading}
          loading={resend.isPending}
        >
          {t("resend")}
        </Button>
        <p className="min-h-5 text-center text-sm text-muted">
          {waiting
            ? richText(t("resendWait"), {
                0: () => (
                  <span className="font-semibold text-ink" dir="ltr">
                    {formatWait(countdown.secondsLeft)}
                  </span>
                ),
              })
            : null}
        </p>
        <div role="status" aria-live="polite" className="min-h-6 text-center text-sm font-semibold">
          {outcome ? (
            <span className={outcome.tone === "success" ? "text-success" : "text-danger"}>
              {noteText(outcome.note, t)}
            </span>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
