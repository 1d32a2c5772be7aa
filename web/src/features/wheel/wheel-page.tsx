import type { WheelConfig } from "@jadeverse/api/client/contracts";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useClosingConfirmation } from "../../lib/platform-hooks.ts";
import { useMe } from "../../lib/queries/users.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { VERIFY_PATH } from "./constants.ts";
import { EpicWinsPanel } from "./epic-wins-panel.tsx";
import { GoldChestCard } from "./gold-chest-card.tsx";
import { wheelMessages } from "./messages.ts";
import { SpinHistory } from "./spin-history.tsx";
import { SpinPacks } from "./spin-packs.tsx";
import { useWheelSpin } from "./use-wheel-spin.ts";
import { VaultPanel } from "./vault-panel.tsx";
import { WheelDisc } from "./wheel-disc.tsx";
import { WheelFairnessPanel } from "./wheel-fairness-panel.tsx";
import { wheelConfigQuery } from "./wheel-queries.ts";
import { WinModal } from "./win-modal.tsx";

/** `/dashboard/wheel`: the Wheel of Fortune (docs/product/economy.md §2, §5). */
export function WheelPage() {
  const { api } = usePlatform();
  const config = useQuery(wheelConfigQuery(api));
  const me = useMe();
  if (config.isError) return <WheelError />;
  if (config.isPending || me.isPending)
    return (
      <div className="grid min-h-64 place-items-center">
        <Spinner className="size-8" />
      </div>
    );
  return <Wheel config={config.data} gems={me.data?.gemsAmount ?? 0} />;
}

function WheelError() {
  const t = useMessages(wheelMessages);
  return (
    <div className="mx-auto max-w-md py-16 text-center" role="alert">
      <h1 className="font-display text-2xl font-bold text-ink">{t("errorTitle")}</h1>
      <p className="mt-2 text-sm text-muted">{t("loadFailed")}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("retry")}
      </Button>
    </div>
  );
}

function Wheel({ config, gems }: { config: WheelConfig; gems: number }) {
  const t = useMessages(wheelMessages);
  const pointer = useRef<SVGPathElement>(null);
  const wheel = useWheelSpin(config, gems, pointer);
  // Closing the app mid-spin asks first (Telegram's closing confirmation; the browser's beforeunload).
  useClosingConfirmation(wheel.spinning);
  const short = wheel.refusal === "not-enough-gems";
  const label = t(wheel.spinning ? "spinning" : short ? "buyGems" : "spin");
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink">{t("wheelTitle")}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
        <div>
          <WheelDisc sections={config.sections} rotation={wheel.rotation} pointerRef={pointer} />
          <div className="mt-4 flex justify-center">
            <Button
              size="lg"
              onClick={() => void wheel.spin()}
              disabled={!short && wheel.refusal !== null}
              loading={wheel.spinning}
            >
              {label}
            </Button>
          </div>
          {wheel.failed ? (
            <div
              className="mx-auto mt-4 max-w-sm rounded-card border border-danger/50 p-3 text-center"
              role="alert"
            >
              <p className="text-sm text-danger">{t("spinFailed")}</p>
              <Button variant="ghost" className="mt-2" onClick={wheel.dismissFailure}>
                {t("dismiss")}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <Card className="p-4" aria-label={t("pricePerSpinTitle")}>
            <p className="text-xs tracking-wide text-muted uppercase">{t("pricePerSpinTitle")}</p>
            <p className="mt-1 flex items-center gap-2 font-semibold text-ink">
              <CurrencyIcon currency="gems" />
              {t("pricePerSpin", { cost: String(config.baseCost), count: config.baseCost })}
            </p>
          </Card>
          <Card className="p-4" aria-label={t("spinsLeft")}>
            <p className="text-xs tracking-wide text-muted uppercase">{t("spinsLeft")}</p>
            <p className="mt-1 font-display text-2xl font-bold text-ink" data-testid="spins-left">
              {formatLargeNumber(wheel.spinsLeft)}
            </p>
          </Card>
          <GoldChestCard />
          <EpicWinsPanel sections={config.sections} />
          <VaultPanel />
          <WheelFairnessPanel />
          <Link to={VERIFY_PATH} className="text-sm font-semibold text-jade underline">
            {t("verifyPastSpin")}
          </Link>
        </div>
      </div>
      <SpinPacks costPerSpin={config.baseCost} />
      <SpinHistory />
      {wheel.win ? <WinModal result={wheel.win} onClose={wheel.closeWin} /> : null}
    </div>
  );
}
