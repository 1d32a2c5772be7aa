import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { LogoMark } from "../../ui/logo-mark.tsx";
import { landingMessages } from "./messages.ts";

/** Landing section 13 (docs/product/platform.md §2): the design credit. */
export function CreditBanner() {
  const t = useMessages(landingMessages);
  return (
    <aside aria-label={t("credit")} className="px-4 py-10 sm:px-6">
      <div className="mx-auto flex w-full max-w-7xl flex-col items-center justify-center gap-3 rounded-card border border-gold/30 bg-[linear-gradient(100deg,rgb(242_200_98/0.12),rgb(63_211_155/0.1))] px-6 py-6 text-center sm:flex-row sm:gap-4">
        <LogoMark className="size-8" />
        <p className="text-sm text-ink/85">
          {richText(t("creditP"), { 0: (name) => <span className="font-semibold text-gold">{name}</span> })}
        </p>
      </div>
    </aside>
  );
}
