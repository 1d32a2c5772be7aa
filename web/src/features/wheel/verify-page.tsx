import {
  type SectionTable,
  type SpinHistoryEntry,
  type Verification,
  verifySpin,
} from "@jadeverse/api/client/contracts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import type { ApiClient } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { fairnessMessages } from "../fairness/messages.ts";
import { WHEEL_PATH } from "./constants.ts";
import { type WheelMessage, wheelMessages } from "./messages.ts";
import { WheelFairnessPanel } from "./wheel-fairness-panel.tsx";
import { sectionTableQuery, wheelHistoryQuery } from "./wheel-queries.ts";

/** `/dashboard/wheel/verify?spin=<id>`: recomputes a past spin in the browser (docs/architecture.md §5). */
export function VerifyPage() {
  const { api } = usePlatform();
  const t = useMessages(wheelMessages);
  const fairness = useMessages(fairnessMessages);
  const [params, setParams] = useSearchParams();
  const history = useInfiniteQuery(wheelHistoryQuery(api));
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const wanted = Number(params.get("spin"));
  const spin = wanted ? entries.find((e) => e.id === wanted) : entries[0];
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink">{t("verifyTitle")}</h1>
      <p className="mt-2 text-sm text-muted">{t("verifyIntro")}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
        <section aria-label={t("spinToVerify")}>
          {history.isPending ? (
            <Spinner className="size-6" />
          ) : entries.length === 0 ? (
            <p className="text-sm text-muted">{t("noSpinsYet")}</p>
          ) : (
            <>
              <label className="text-xs text-muted" htmlFor="verify-spin-select">
                {t("spinLabel")}
              </label>
              <select
                id="verify-spin-select"
                className="mt-1 block w-full rounded-card border border-line bg-raised p-2 text-sm text-ink"
                value={spin?.id ?? ""}
                onChange={(event) => setParams({ spin: event.target.value })}
              >
                {entries.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {t("spinOption", { id: entry.id, nonce: entry.nonce, label: entry.rewardLabel })}
                  </option>
                ))}
              </select>
              {spin ? <SpinVerification api={api} spin={spin} /> : <p>{fairness("spinNotFound")}</p>}
            </>
          )}
          <Link to={WHEEL_PATH} className="mt-6 inline-block text-sm font-semibold text-jade underline">
            {t("backToWheel")}
          </Link>
        </section>
        <WheelFairnessPanel />
      </div>
    </div>
  );
}

function SpinVerification({ api, spin }: { api: ApiClient; spin: SpinHistoryEntry }) {
  const t = useMessages(wheelMessages);
  const fairness = useMessages(fairnessMessages);
  const table = useQuery(sectionTableQuery(api, spin.sectionTableHash));
  const serverSeed = spin.serverSeed;
  const verification = useMemo(() => verified(spin, table.data), [spin, table.data]);
  const rows: [WheelMessage, string | number][] = [
    ["serverSeedHash", spin.serverSeedHash],
    ["serverSeed", serverSeed ?? t("notRevealedYet")],
    ["clientSeed", spin.clientSeed],
    ["nonce", spin.nonce],
    ["sectionTableHash", spin.sectionTableHash],
    ["recordedPosition", spin.position],
  ];
  return (
    <div className="mt-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-muted">{t(name)}</dt>
            <dd className="font-mono break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4" aria-live="polite">
        {serverSeed === null ? (
          <p className="text-sm text-muted">{fairness("notRevealed")}</p>
        ) : verification ? (
          <div
            data-testid="verify-result"
            className={`rounded-card border p-3 text-sm ${verification.match ? "border-success/60 text-success" : "border-danger/60 text-danger"}`}
          >
            <p className="font-bold">{t(verification.match ? "match" : "mismatch")}</p>
            <p>{fairness(verification.match ? "match" : "mismatch")}</p>
            <p className="mt-1 text-xs">
              {t("recomputedPosition", {
                position: verification.recomputedPosition ?? t("noPosition"),
              })}
            </p>
          </div>
        ) : table.isError ? (
          <p className="text-sm text-danger">{fairness("loadFailed")}</p>
        ) : (
          <Spinner className="size-5" />
        )}
      </div>
    </div>
  );
}

/** The spin recomputed in the browser from its revealed seed and recorded table (null until both are here). */
function verified(spin: SpinHistoryEntry, table: SectionTable | undefined): Verification | null {
  if (spin.serverSeed === null || table === undefined) return null;
  return verifySpin({ ...spin, serverSeed: spin.serverSeed }, table.sections);
}
