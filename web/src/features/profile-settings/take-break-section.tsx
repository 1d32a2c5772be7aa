import type { BreakKind } from "@jadeverse/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { BREAK_CHOICES, breakEndText } from "../../lib/break-text.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SettingsSection } from "./settings-section.tsx";

const BREAK_KEY = ["users", "me", "break"] as const;

/**
 * "Take a break" (docs/security.md "Taking a break"): a cool-off of 24 hours, 7 or 30 days, or
 * self-exclusion for six months or for good, set with a confirmation and never shortened. While one
 * runs, it says until when. One component for the web dashboard and the Mini App.
 */
export function TakeBreakSection() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const running = useQuery({
    queryKey: BREAK_KEY,
    queryFn: () => unwrap(api.api.users.me.break.$get()),
  });
  const [choice, setChoice] = useState<BreakKind>("cool-off-24h");
  const [confirming, setConfirming] = useState(false);
  const take = useMutation({
    mutationFn: (kind: BreakKind) => unwrap(api.api.users.me.break.$post({ json: { kind } })),
    onSuccess: (answer) => {
      queryClient.setQueryData(BREAK_KEY, answer);
      setConfirming(false);
    },
  });
  const groupId = useId();
  const current = running.data?.break;
  const label = BREAK_CHOICES.find((c) => c.kind === choice)?.label ?? choice;

  return (
    <SettingsSection title="Take a break">
      {current ? (
        <Notice tone="info">
          You are taking a break {breakEndText(current.until, current.kind)}: games, the wheel, gem purchases
          and swaps are paused. A break cannot be shortened.
        </Notice>
      ) : (
        <>
          <p id={groupId} className="text-sm text-muted">
            Step away from play for a while. Games, the wheel, gem purchases and swaps pause until the break
            ends, and no promotions reach you. A break cannot be shortened once set.
          </p>
          <div role="radiogroup" aria-labelledby={groupId} className="grid gap-2 sm:grid-cols-2">
            {BREAK_CHOICES.map((option) => (
              <label key={option.kind} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
                <input
                  type="radio"
                  name="break-kind"
                  value={option.kind}
                  checked={choice === option.kind}
                  onChange={() => setChoice(option.kind)}
                  className="size-4 accent-jade"
                />
                {option.label}
              </label>
            ))}
          </div>
          <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
            Take a break
          </Button>
        </>
      )}
      {running.isError ? <Notice tone="error">{errorMessage(running.error)}</Notice> : null}
      {confirming ? (
        <Dialog
          title={`Take a break: ${label}?`}
          description="Games, the wheel, gem purchases and swaps will be paused until it ends. You cannot shorten or undo it."
          onClose={() => setConfirming(false)}
        >
          <div className="flex flex-col gap-3">
            {take.isError ? <Notice tone="error">{errorMessage(take.error)}</Notice> : null}
            <Button onClick={() => take.mutate(choice)} disabled={take.isPending}>
              Start my break
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </Dialog>
      ) : null}
    </SettingsSection>
  );
}
