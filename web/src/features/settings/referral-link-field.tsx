import { useId } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { COPY_CONFIRM_MS } from "./constants.ts";
import { settingsMessages } from "./messages.ts";
import { useReferralLink } from "./use-referral-link.ts";
import { useTimedFlag } from "./use-timed-flag.ts";

/**
 * The personal link with its button: "Copy" turns "Copied" for 2 s (docs/product/economy.md §2, §9); in the Mini App
 * the button shares through Telegram ("Share", then "Shared"; "Copied" when sharing fell back to copying).
 */
export function ReferralLinkField() {
  const t = useMessages(settingsMessages);
  const id = useId();
  const { link, delivery, deliver } = useReferralLink();
  const [done, markDone] = useTimedFlag(COPY_CONFIRM_MS);
  const [copied, markCopied] = useTimedFlag(COPY_CONFIRM_MS);
  const onClick = async () => {
    const result = await deliver();
    if (result === "failed") return;
    if (result === "copied") markCopied();
    markDone();
  };
  const idle = t(delivery === "share" ? "share" : "copy");
  const finished = t(copied ? "copied" : "shared");
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.08em] text-muted">
        {t("refLink")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={link ?? ""}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-full border border-line bg-canvas/60 px-4 font-mono text-sm text-ink"
        />
        <Button
          onClick={() => void onClick()}
          disabled={!link}
          className="min-w-24"
          aria-live="polite"
          variant={done ? "secondary" : "primary"}
        >
          {done ? finished : idle}
        </Button>
      </div>
    </div>
  );
}
