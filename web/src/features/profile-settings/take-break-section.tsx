import type { BreakKind } from "@jadeverse/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { BREAK_CHOICES } from "../../lib/break-text.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { BREAK_LABELS, breakSpan } from "./break-end.ts";
import { profileMessages } from "./messages.ts";
import { SettingsSection } from "./settings-section.tsx";

const BREAK_KEY = ["users", "me", "break"] as const;

/**
 * "Take a break" (docs/security.md "Taking a break"): a cool-off of 24 hours, 7 or 30 days, or
 * self-exclusion for six months or for good, set with a confirmation and never shortened. While one
 * runs, it says until when. One component for the web dashboard and the Mini App.
 */
export function TakeBreakSection() {
  const t = useMessages(profileMessages);
  const locale = useAtomValue(localeAtom);
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

  return (
    <SettingsSection title={t("takeBreak")}>
      {current ? (
        <Notice tone="info">{t("breakRunning", breakSpan(current.until, current.kind, locale))}</Notice>
      ) : (
        <>
          <p id={groupId} className="text-sm text-muted">
            {t("breakIntro")}
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
                {t(BREAK_LABELS[option.kind])}
              </label>
            ))}
          </div>
          <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
            {t("takeBreak")}
          </Button>
        </>
      )}
      {running.isError ? <Notice tone="error">{errorMessage(running.error)}</Notice> : null}
      {confirming ? (
        <Dialog
          title={t("breakConfirm", { choice: t(BREAK_LABELS[choice]) })}
          description={t("breakConfirmHint")}
          onClose={() => setConfirming(false)}
        >
          <div className="flex flex-col gap-3">
            {take.isError ? <Notice tone="error">{errorMessage(take.error)}</Notice> : null}
            <Button onClick={() => take.mutate(choice)} disabled={take.isPending}>
              {t("breakStart")}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t("breakCancel")}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </SettingsSection>
  );
}
