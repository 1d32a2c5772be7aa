import { useMutation } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { useConsole, useReach } from "../console-client.ts";
import { cell, DataTable } from "../table.tsx";

/**
 * The investors file, through the same all-or-nothing validator as `bun run db:investors`: a dry run
 * first (its bad rows by line, what each good row would do, nothing written), then the import.
 */
export function InvestorImport() {
  const { api } = useConsole();
  const reach = useReach();
  const [csv, setCsv] = useState("");
  const run = useMutation({
    mutationFn: (dryRun: boolean) =>
      unwrap(api.api.console.community.investors.import.$post({ json: { csv, dryRun } })),
  });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setCsv(await file.text());
    run.reset();
  };
  const result = run.data;
  const checked = result?.dryRun && result.errors.length === 0 && result.rows.length > 0;
  return (
    <div className="space-y-4">
      <label className="block space-y-1 text-sm">
        <span className="font-semibold">Investors file (CSV)</span>
        <input type="file" accept=".csv,text/csv" onChange={(event) => void pick(event)} className="block" />
      </label>
      <TextAreaField
        label="Or paste its rows"
        name="csv"
        rows={5}
        value={csv}
        onChange={(event) => {
          setCsv(event.target.value);
          run.reset();
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={!csv.trim()}
          loading={run.isPending}
          onClick={() => run.mutate(true)}
        >
          Check the file (dry run)
        </Button>
        {reach.admin ? (
          <Button disabled={!checked} loading={run.isPending} onClick={() => run.mutate(false)}>
            Import {checked ? `${result.rows.length} rows` : ""}
          </Button>
        ) : null}
      </div>
      {run.error ? <Notice tone="error">{errorMessage(run.error)}</Notice> : null}
      {result && result.errors.length > 0 ? (
        <>
          <Notice tone="error">
            {result.errors.length === 1 ? "1 row needs fixing" : `${result.errors.length} rows need fixing`}:
            nothing was imported.
          </Notice>
          <DataTable caption="Rows that need fixing" head={["Line", "Problem"]}>
            {result.errors.map((e) => (
              <tr key={`${e.line}-${e.message}`} data-testid="bad-row">
                <td className={cell}>{e.line}</td>
                <td className={cell}>{e.message}</td>
              </tr>
            ))}
          </DataTable>
        </>
      ) : null}
      {result?.imported ? (
        <Notice tone="success">
          Imported: {result.inserted} added, {result.updated} updated.
        </Notice>
      ) : null}
      {result && result.errors.length === 0 && result.dryRun ? (
        <Notice tone="success">
          The file is good: {result.rows.length} rows would be imported. Nothing is written until you import.
        </Notice>
      ) : null}
      {result && result.rows.length > 0 ? (
        <DataTable
          caption="Rows the file holds"
          head={[
            "Type",
            "Wallet",
            "Tokens",
            "Round price",
            "Invested",
            "Cliff",
            "Vesting",
            "At TGE",
            "Action",
          ]}
        >
          {result.rows.map((r) => (
            <tr key={`${r.type}-${r.evmWalletAddress ?? r.solanaWalletAddress}`}>
              <td className={cell}>{r.type}</td>
              <td className={`${cell} break-all font-mono text-xs`}>
                {r.evmWalletAddress ?? r.solanaWalletAddress}
              </td>
              <td className={cell}>{r.tokenAmount}</td>
              <td className={cell}>${r.roundPriceUsd}</td>
              <td className={cell}>${r.totalInvested}</td>
              <td className={cell}>{r.cliffMonths} mo</td>
              <td className={cell}>{r.vestingMonths} mo</td>
              <td className={cell}>{r.unlockAtTge}</td>
              <td className={cell}>{r.action}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </div>
  );
}
