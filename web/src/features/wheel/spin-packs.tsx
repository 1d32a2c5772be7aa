import { useId } from "react";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { BUY_GEMS_PURCHASE, SPIN_PACKS } from "./constants.ts";
import { wheelMessages } from "./messages.ts";
import { spinsLeft } from "./wheel-rules.ts";

/**
 * The spin-pack cards (docs/product/economy.md §2 "other gem-pack cards"): Light, Gold and Emerald with "Buy Spin
 * Pack" to the purchase page, each saying how many spins its gems buy at the wheel's price per spin.
 */
export function SpinPacks({ costPerSpin }: { costPerSpin: number }) {
  const titleId = useId();
  const t = useMessages(wheelMessages);
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} className="font-display text-lg font-bold text-ink">
        {t("spinPacksTitle")}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {SPIN_PACKS.map((pack) => {
          const spins = spinsLeft(pack.gems, costPerSpin);
          return (
            <li key={pack.name}>
              <Card className="flex flex-col items-center gap-2 p-4 text-center" data-testid="spin-pack">
                <p className="font-semibold text-ink">{t(pack.name)}</p>
                <p className="flex items-center gap-1 font-display text-xl font-bold text-ink">
                  <CurrencyIcon currency="gems" className="size-5" />
                  {formatLargeNumber(pack.gems)}
                </p>
                <p className="text-sm text-muted">{t("packSpins", { spins: String(spins), count: spins })}</p>
                <Link
                  to={BUY_GEMS_PURCHASE}
                  aria-label={t("buySpinPackLabel", { pack: t(pack.name) })}
                  className={`${buttonClasses("secondary")} w-full`}
                >
                  {t("buySpinPack")}
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
