import { useQuery } from "@tanstack/react-query";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Notice } from "../../ui/notice.tsx";
import { useConsole } from "../console-client.ts";
import { cell, count, DataTable, when } from "../table.tsx";

const rateText = (rate: number | null) => (rate === null ? "—" : `${rate.toFixed(1)}/s`);

/** The bot's broadcasts and airdrop broadcasts with their delivery figures. */
export function BroadcastsTable() {
  const { api } = useConsole();
  const list = useQuery({
    queryKey: ["console", "broadcasts"],
    queryFn: () => unwrap(api.api.console.community.broadcasts.$get({ query: {} })),
  });
  if (list.error) return <Notice tone="error">{errorMessage(list.error)}</Notice>;
  const broadcasts = list.data?.broadcasts ?? [];
  return (
    <DataTable
      caption="Broadcasts, newest first, with their delivery figures"
      head={[
        "Broadcast",
        "Status",
        "Message",
        "Recipients",
        "Sent",
        "Failed",
        "Blocked the bot",
        "Pending",
        "Rate",
        "Started",
      ]}
      empty={list.isPending ? "Loading…" : broadcasts.length === 0 ? "No broadcast yet." : null}
    >
      {broadcasts.map((b) => (
        <tr key={b.id} data-testid="broadcast-row">
          <td className={cell}>
            #{b.id} {b.kind === "airdrop" ? `(airdrop: ${b.airdrop ?? "?"})` : ""}
          </td>
          <td className={cell}>{b.status}</td>
          <td className={`${cell} max-w-xs truncate`} title={b.preview}>
            {b.preview}
          </td>
          <td className={cell}>{count(b.recipients)}</td>
          <td className={cell}>{count(b.sent)}</td>
          <td className={cell}>{count(b.failed)}</td>
          <td className={cell}>{count(b.blockedBot)}</td>
          <td className={cell}>{count(b.pending + b.uncertain)}</td>
          <td className={cell}>{rateText(b.rate)}</td>
          <td className={cell}>{when(b.startedAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
