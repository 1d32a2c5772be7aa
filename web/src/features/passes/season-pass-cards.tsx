import type { SeasonPassView } from "@jadeverse/api/client/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { formatUsd, formatWhole } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useFlags } from "../../lib/queries/public-config.ts";
import { Card } from "../../ui/card.tsx";
import { type PassMessage, passMessages } from "./messages.ts";
import { myPassQuery, passTableQuery } from "./passes-queries.ts";
import { useBuyPass, usePassRail } from "./use-buy-pass.ts";

type Held = { passId: number; tier: number; renews: boolean } | null | undefined;

/**
 * What a pass's button says (its message's id, to be given the price) and whether it buys, given the
 * pass the player holds.
 */
export function passButton(pass: SeasonPassView, held: Held): { label: PassMessage; buys: boolean } {
  if (!held) return { label: "buy", buys: true };
  if (held.tier > pass.tier) return { label: "higherHeld", buys: false };
  if (held.passId === pass.id)
    return held.renews ? { label: "held", buys: false } : { label: "buy", buys: true };
  return { label: "upgrade", buys: true };
}

/**
 * The season passes Gold and Silver (docs/passes.md), on the dashboard and the purchase page of both
 * shells: the pass table from the server, priced in Stars in Telegram and in dollars on the web, with
 * the perks the server enforces; the button buys it through this shell's rail.
 */
export function SeasonPassCards({ inSettings = false }: { inSettings?: boolean }) {
  const t = useMessages(passMessages);
  const { api } = usePlatform();
  const { seasonPasses } = useFlags();
  const rail = usePassRail();
  const table = useQuery(passTableQuery(api));
  const mine = useQuery(myPassQuery(api));
  const buy = useBuyPass();
  if (!table.data) return null;
  const held = mine.data?.held;
  return (
    <Card as="section" aria-labelledby="season-heading" className="flex flex-col gap-3 p-5">
      <h2 id="season-heading" className="font-display text-lg font-semibold">
        {t("heading")}
      </h2>
      <ul className="flex flex-col gap-3">
        {table.data.map((pass) => {
          const price =
            rail === "stars"
              ? t("starsPrice", { stars: formatWhole(pass.priceStars) })
              : formatUsd(pass.priceCents / 100);
          const button = passButton(pass, held);
          const label = t(button.label, { price });
          const isHeld = held?.passId === pass.id;
          return (
            <li
              key={pass.id}
              data-pass={pass.name}
              className={`flex flex-col gap-2 rounded-2xl border bg-raised p-3 ${isHeld ? "border-gold" : "border-line"}`}
            >
              <div className="flex items-center gap-3">
                <span className="flex-1">
                  <span className="block font-semibold">{t("passName", { name: pass.name })}</span>
                  <span className="text-xs text-muted">{pass.tagline}</span>
                </span>
                <span className="text-end text-sm">
                  <span className="block font-semibold text-gold">{price}</span>
                  <span className="text-xs text-muted">{t("perDays", { days: pass.durationDays })}</span>
                </span>
              </div>
              <ul aria-label={t("perks", { name: pass.name })} className="flex flex-wrap gap-1.5">
                {pass.perks.map((perk) => (
                  <li key={perk} className="rounded-full border border-line px-2 py-0.5 text-xs text-muted">
                    {perk}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                disabled={!seasonPasses || !button.buys || buy.isPending}
                title={seasonPasses ? undefined : t("comingSoon")}
                aria-label={t("passAction", {
                  name: pass.name,
                  action: seasonPasses ? label : t("comingSoon"),
                })}
                onClick={() => buy.mutate(pass)}
                className="self-end rounded-full border border-gold/50 px-3 py-1.5 text-sm font-semibold text-gold disabled:opacity-50"
              >
                {buy.isPending && buy.variables?.id === pass.id ? "…" : label}
              </button>
            </li>
          );
        })}
      </ul>
      {held?.tier === 1 ? <p className="text-xs text-muted">{t("replaced")}</p> : null}
      {held && !inSettings ? (
        <Link to="/dashboard/settings?tab=payment" className="self-start text-sm text-jade underline">
          {t("manage")}
        </Link>
      ) : null}
    </Card>
  );
}
