import { useId } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { gamesMessages } from "../messages.ts";

/** How a crash round is provably fair, with the chain's published terminating hash and salt. */
export function CrashFairness({ terminatingHash, salt }: { terminatingHash: string; salt: string }) {
  const ids = useId();
  const t = useMessages(gamesMessages);
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${ids}-fair`}>
      <h2 id={`${ids}-fair`} className="font-display text-lg font-bold text-ink">
        {t("provablyFair")}
      </h2>
      <p className="text-xs text-muted">{t("crashFairness")}</p>
      <dl className="grid gap-1 text-xs">
        <dt className="text-muted">{t("terminatingHash")}</dt>
        <dd className="font-mono break-all text-ink" data-testid="crash-terminating-hash">
          {terminatingHash}
        </dd>
        <dt className="text-muted">{t("salt")}</dt>
        <dd className="font-mono break-all text-ink">{salt}</dd>
      </dl>
    </section>
  );
}
