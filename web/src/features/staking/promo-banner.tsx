import { useAtomValue } from "jotai";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { Badge } from "../../ui/badge.tsx";
import { utcMoment } from "../token/dates.ts";
import { tokenMessages } from "../token/messages.ts";
import { stakingMessages } from "./messages.ts";
import type { PromoState } from "./staking-rules.ts";

/** The promo's state on chain: live (until when), upcoming (from when), or over. */
export function PromoBanner({ promo }: { promo: PromoState }) {
  const t = useMessages(stakingMessages);
  const tokenT = useMessages(tokenMessages);
  const locale = useAtomValue(localeAtom);
  const utc = (date: Date) => utcMoment(date, locale);
  const copy =
    promo.kind === "live"
      ? { badge: tokenT("promoLive"), text: tokenT("promoLiveText", { endsAt: utc(promo.endsAt) }) }
      : promo.kind === "upcoming"
        ? {
            badge: tokenT("promoUpcoming"),
            text: t("promoUpcomingText", { startsAt: utc(promo.startsAt), endsAt: utc(promo.endsAt) }),
          }
        : { badge: tokenT("promoEnded"), text: t("promoEndedText", { endedAt: utc(promo.endedAt) }) };
  return (
    <div
      className={`flex flex-col gap-2 rounded-2xl border p-4 sm:flex-row sm:items-center ${
        promo.kind === "live" ? "border-gold/50 bg-gold/10" : "border-line bg-raised/60"
      }`}
      data-testid="staking-promo"
      data-promo-state={promo.kind}
    >
      <Badge tone={promo.kind === "live" ? "gold" : "neutral"}>{copy.badge}</Badge>
      <p className="text-sm text-ink">{copy.text}</p>
    </div>
  );
}
