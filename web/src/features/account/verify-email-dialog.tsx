import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { RESEND_MESSAGES } from "./content.ts";
import { resendErrorMessage } from "./error-messages.ts";
import { useResendCountdown } from "./use-resend-countdown.ts";

const formatWait = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The e-mail verification popup (docs/product/platform.md §2, §4, §8), opened when a login answers
 * USER_HAS_NOT_VERIFIED_EMAIL: the address (disabled), and a resend button that waits out the
 * server's countdown. Outcomes show inline and are announced politely.
 */
export function VerifyEmailDialog({ email, onClose }: { email: string; onClose(): void }) {
  const { api } = usePlatform();
  const address = email.trim();
  const countdown = useResendCountdown(address);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const resend = useMutation({
    mutationFn: () => unwrap(api.api.auth["regenerate-email-token"].$post({ json: { email: address } })),
    onSuccess: () => setOutcome({ tone: "success", text: RESEND_MESSAGES.sent }),
    onError: (error) => setOutcome({ tone: "error", text: resendErrorMessage(error) }),
    // The next allowed date moves with every attempt.
    onSettled: () => countdown.refetch(),
  });

  const waiting = countdown.secondsLeft > 0;
  const send = () => {
    if (!address) return setOutcome({ tone: "error", text: RESEND_MESSAGES.missingEmail });
    setOutcome(null);
    resend.mutate();
  };

  return (
    <Dialog
      title="Email Verification Required"
      description="Please verify your e-mail address before signing in. Open the link we sent you, or ask for a new one."
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        <TextField label="E-mail" type="email" name="email" value={email} disabled readOnly />
        <Button
          size="lg"
          className="w-full"
          onClick={send}
          disabled={waiting || countdown.loading}
          loading={resend.isPending}
        >
          Resend verification email
        </Button>
        <p className="min-h-5 text-center text-sm text-muted">
          {waiting ? (
            <>
              You can ask for a new e-mail in{" "}
              <span className="font-semibold text-ink">{formatWait(countdown.secondsLeft)}</span>
            </>
          ) : null}
        </p>
        <div role="status" aria-live="polite" className="min-h-6 text-center text-sm font-semibold">
          {outcome ? (
            <span className={outcome.tone === "success" ? "text-success" : "text-danger"}>
              {outcome.text}
            </span>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
