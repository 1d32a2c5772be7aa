import type { ReactNode } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { accountMessages } from "./messages.ts";

/** Steps 5 and 7: a mail is on its way (docs/product/platform.md §2); the player's next move is in their inbox. */
export function MailSentStep({ onDone, children }: { onDone(): void; children: ReactNode }) {
  const t = useMessages(accountMessages);
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <svg
        viewBox="0 0 64 64"
        aria-hidden="true"
        className="size-16 text-jade"
        fill="none"
        stroke="currentColor"
      >
        <rect x="8" y="16" width="48" height="34" rx="6" strokeWidth="3" />
        <path d="M10 20l22 16 22-16" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <p role="status" className="text-base text-muted">
        {children}
      </p>
      <Button size="lg" className="w-full" onClick={onDone} autoFocus>
        {t("gotIt")}
      </Button>
    </div>
  );
}
