import { Badge } from "../../ui/badge.tsx";
import type { PromoState } from "./staking-rules.ts";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
const utc = (date: Date) => `${dateTime.format(date)} UTC`;

/** The promo's state on chain: live (until when), upcoming (from when), or over. */
export function PromoBanner({ promo }: { promo: PromoState }) {
  const copy =
    promo.kind === "live"
      ? {
          badge: "Promo live",
          text: `Stakes made until ${utc(promo.endsAt)} earn the promo APR for their whole term.`,
        }
      : promo.kind === "upcoming"
        ? {
            badge: "Promo upcoming",
            text: `The promo APR applies to stakes made from ${utc(promo.startsAt)} until ${utc(promo.endsAt)}.`,
          }
        : {
            badge: "Promo ended",
            text: `The promo ended on ${utc(promo.endedAt)}. New stakes earn the normal APR.`,
          };
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
