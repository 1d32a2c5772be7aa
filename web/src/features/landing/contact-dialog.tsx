import type { ReactNode } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { CONTACT_EMAIL, SOCIAL_LINKS, type SocialNetwork } from "../../lib/community.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { SocialIcon } from "../../ui/social-icon.tsx";
import { landingMessages } from "./messages.ts";

function MailIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m4 7 8 6 8-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ContactRow({
  href,
  icon,
  title,
  detail,
  external,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  detail: string;
  external?: boolean;
}) {
  const t = useMessages(landingMessages);
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="flex items-center gap-4 rounded-2xl border border-line bg-raised p-4 transition hover:border-gold/70"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-canvas text-gold">
          {icon}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-ink">{title}</span>
          <span className="truncate text-sm text-muted">
            {detail}
            {external ? <span className="sr-only"> {t("newTab")}</span> : null}
          </span>
        </span>
      </a>
    </li>
  );
}

function social(network: SocialNetwork) {
  const link = SOCIAL_LINKS.find((entry) => entry.network === network);
  if (!link) throw new Error(`missing social link: ${network}`);
  return link;
}

/**
 * The Contact Us popup from the landing header (docs/product/platform.md §2 item 1). The spec names it but does not
 * show its content; we offer what a visitor expects: our e-mail address, the Telegram community and
 * our X account, each one tap away.
 */
export function ContactDialog({ onClose }: { onClose(): void }) {
  const t = useMessages(landingMessages);
  const telegram = social("telegram");
  const x = social("x");
  return (
    <Dialog title={t("contact")} description={t("contactP")} onClose={onClose} size="md">
      <ul className="flex flex-col gap-3">
        <ContactRow
          href={`mailto:${CONTACT_EMAIL}`}
          icon={<MailIcon />}
          title={t("email")}
          detail={CONTACT_EMAIL}
        />
        <ContactRow
          href={telegram.href}
          icon={<SocialIcon network="telegram" />}
          title={t("tgGroup")}
          detail={telegram.href.replace("https://", "")}
          external
        />
        <ContactRow
          href={x.href}
          icon={<SocialIcon network="x" />}
          title={x.name}
          detail={x.href.replace("https://", "")}
          external
        />
      </ul>
    </Dialog>
  );
}
