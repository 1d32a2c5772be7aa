import { SOCIAL_LINKS } from "../../lib/community.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { useMessagesNow } from "../../ui/messages.ts";
import { SocialIcon } from "../../ui/social-icon.tsx";
import { waitlistMessages } from "./messages.ts";

/** The success panel's community links: the footer's reduced set (X, Discord, Telegram), as buttons. */
export function SocialLinks() {
  // Shown inside the open popup on success: never suspends it (English until the catalogue is at hand).
  const t = useMessagesNow(waitlistMessages);
  return (
    <ul
      className="flex flex-wrap justify-center gap-3"
      aria-label={t("community", { product: PRODUCT_NAME })}
    >
      {SOCIAL_LINKS.filter((link) => link.narrow).map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-raised px-4 text-sm font-semibold text-ink transition hover:border-jade/60 hover:text-jade"
          >
            <SocialIcon network={link.network} />
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
