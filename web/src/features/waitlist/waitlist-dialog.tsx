import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { waitlistMessages } from "./messages.ts";
import { SocialLinks } from "./social-links.tsx";
import { WaitlistForm } from "./waitlist-form.tsx";

/**
 * The waitlist popup (docs/product/platform.md §2 "Other popups"): the sign-up form, then, in the same dialog, a
 * success panel saying the visitor is on the waitlist, with the community's social links.
 */
export function WaitlistDialog({ onClose }: { onClose(): void }) {
  const t = useMessages(waitlistMessages);
  const [subscribedEmail, setSubscribedEmail] = useState<string | null>(null);
  const subscribed = subscribedEmail !== null;

  return (
    <Dialog
      title={t(subscribed ? "successTitle" : "title")}
      description={subscribed ? undefined : t("description")}
      onClose={onClose}
    >
      {subscribed ? (
        <div className="flex flex-col items-center gap-5 text-center">
          <SuccessMark />
          <p className="text-sm text-muted">{richText(t("successBody"), { 0: () => subscribedEmail })}</p>
          <SocialLinks />
          {/* The form (and its focused button) is gone: focus lands on the way out. */}
          <Button variant="secondary" onClick={onClose} className="w-full" autoFocus>
            {t("done")}
          </Button>
        </div>
      ) : (
        <WaitlistForm onSubscribed={setSubscribedEmail} />
      )}
    </Dialog>
  );
}

function SuccessMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-16 text-jade">
      <circle
        cx="32"
        cy="32"
        r="29"
        fill="currentColor"
        fillOpacity="0.12"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path
        d="M20 33l8 8 16-18"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
