import { useMutation, useQuery } from "@tanstack/react-query";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useConsole } from "../console-client.ts";
import { cell, count, DataTable, when } from "../table.tsx";

/**
 * The airdrop now: its live codes, the odds a guesser has against them, and its registrations, all
 * of them downloadable as CSV (fetched with the console token, then saved by the browser).
 */
export function AirdropPanel() {
  const { api } = useConsole();
  const airdrop = useQuery({
    queryKey: ["console", "airdrops"],
    queryFn: () => unwrap(api.api.console.community.airdrops.$get()),
  });
  const download = useMutation({
    mutationFn: async () => {
      const response = await api.api.console.community.airdrops["registrations.csv"].$get();
      if (!response.ok) throw new Error(`The export failed (${response.status}).`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `airdrop-registrations-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    },
  });
  if (airdrop.error) return <Notice tone="error">{errorMessage(airdrop.error)}</Notice>;
  if (!airdrop.data) return <p className="text-muted">Loading…</p>;
  const { open, endsAt, codes, odds, registrations } = airdrop.data;
  const single = odds.table[0];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Card className="p-4">
          <p className="text-xs uppercase tracking-wider text-muted">Codes accepted</p>
          <p className="text-xl font-bold">{open ? `yes${endsAt ? `, until ${when(endsAt)}` : ""}` : "no"}</p>
        </Card>
        <Card className="p-4">
          <p className="text-xs uppercase tracking-wider text-muted">Live codes</p>
          <p className="text-xl font-bold">
            {count(codes.live)} <span className="text-sm text-muted">of {count(codes.total)}</span>
          </p>
        </Card>
        <Card className="p-4">
          <p className="text-xs uppercase tracking-wider text-muted">Registrations</p>
          <p className="text-xl font-bold">{count(registrations.count)}</p>
        </Card>
        <Card className="p-4">
          <p className="text-xs uppercase tracking-wider text-muted">A guesser's odds (one address)</p>
          <p className="text-xl font-bold">
            {single?.chances.map((c) => `${c.text} in ${c.days} d`).join(" · ") ?? "—"}
          </p>
        </Card>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          Export registrations (CSV)
        </Button>
        {download.error ? <Notice tone="error">{errorMessage(download.error)}</Notice> : null}
      </div>
      <DataTable
        caption="Newest airdrop registrations"
        head={["Registration", "Solana wallet", "Batch", "Registered", "Sent"]}
        empty={registrations.newest.length === 0 ? "No registration yet." : null}
      >
        {registrations.newest.map((r) => (
          <tr key={r.id}>
            <td className={cell}>#{r.id}</td>
            <td className={`${cell} break-all font-mono text-xs`}>{r.solanaWalletAddress}</td>
            <td className={cell}>{r.batch}</td>
            <td className={cell}>{when(r.registeredAt)}</td>
            <td className={cell}>{when(r.sentAt)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
