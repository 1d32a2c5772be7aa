import { useState } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { coinsText } from "../common/stake-rules.ts";
import { gamesMessages } from "../messages.ts";
import { SlotSymbol } from "./slot-symbol.tsx";
import { paylineName, paytableRows, symbolName, symbolWord } from "./slots-rules.ts";
import type { SlotMachineRules } from "./use-slots.ts";

/** A payline drawn on a small 5 × rows grid. */
function PaylinePicture({ rows, count }: { rows: readonly number[]; count: number }) {
  return (
    <svg viewBox={`0 0 50 ${count * 10}`} className="h-6 w-12" aria-hidden="true">
      <rect
        x="0"
        y="0"
        width="50"
        height={count * 10}
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.3"
      />
      <polyline
        points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(" ")}
        fill="none"
        stroke="var(--color-gold)"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The paytable: what 3, 4 and 5 of each symbol pay, the wild, the paylines and the return. */
export function SlotsPaytable({ machine, betPerLine }: { machine: SlotMachineRules; betPerLine: number }) {
  const [open, setOpen] = useState(false);
  const t = useMessages(gamesMessages);
  const rows = paytableRows(machine.paytable, machine.symbols);
  const bet = Number.isFinite(betPerLine) && betPerLine > 0 ? betPerLine : machine.limits.minBetPerLine;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("paytable")}
      </Button>
      {open ? (
        <Dialog
          title={t("paytable")}
          description={t("paytableDescription", { coins: coinsText(t, bet) })}
          onClose={() => setOpen(false)}
          size="lg"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t("paytableCaption")}</caption>
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="py-1 text-left font-semibold">
                  {t("symbol")}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  ×3
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  ×4
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  ×5
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code} className="border-t border-line">
                  <th scope="row" className="py-1.5 text-left font-normal text-ink capitalize">
                    <span className="mr-2 inline-grid size-7 place-items-center align-middle">
                      <SlotSymbol name={row.name} className="size-7" />
                    </span>
                    {symbolWord(t, row.name)}
                    {row.code === machine.wild ? (
                      <span className="ml-2 text-xs text-gold">{t("wild")}</span>
                    ) : null}
                  </th>
                  {row.pays.map((multiple, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are 3, 4 and 5 of a kind.
                    <td key={i} className="py-1.5 text-right text-ink">
                      {coinsText(t, multiple * bet)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {machine.wild ? (
            <p className="mt-3 text-xs text-muted">
              {t("wildNote", { symbol: symbolName(t, machine.symbols, machine.wild) })}
            </p>
          ) : null}
          <h3 className="mt-5 text-xs tracking-wide text-muted uppercase">{t("paylines")}</h3>
          <ol className="mt-2 grid grid-cols-2 gap-2 text-xs sm:grid-cols-5">
            {machine.paylines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by position.
              <li key={i} className="flex items-center gap-2 text-ink">
                <PaylinePicture rows={line} count={machine.rows} />
                <span className="sr-only">{paylineName(t, i, line, machine.rows)}</span>
                <span aria-hidden="true">{i + 1}</span>
              </li>
            ))}
          </ol>
          <p className="mt-5 text-xs text-muted">
            {t("rtp")}: {(machine.rtp * 100).toFixed(4)} %{machine.rtpExact ? ` (${machine.rtpExact})` : ""} ·{" "}
            {t("maxWin")}: {coinsText(t, machine.limits.maxWin)}
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
