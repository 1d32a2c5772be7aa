import { useInfiniteQuery } from "@tanstack/react-query";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useConsole } from "../console-client.ts";
import { cell, DataTable, when } from "../table.tsx";

const change = (value: unknown) => (value == null ? "" : JSON.stringify(value));

/** The append-only audit log, newest first, of everything or of one target (`user:12`, `order:7`). */
export function AuditTable({ target }: { target?: string }) {
  const { api } = useConsole();
  const log = useInfiniteQuery({
    queryKey: ["console", "audit", target ?? "all"],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.api.console.audit.$get({
          query: {
            ...(pageParam === undefined ? {} : { before: String(pageParam) }),
            ...(target ? { target } : {}),
          },
        }),
      ),
    getNextPageParam: (page) => (page.entries.length === 50 ? page.entries.at(-1)?.id : undefined),
  });
  if (log.error) return <Notice tone="error">{errorMessage(log.error)}</Notice>;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="space-y-3">
      <DataTable
        caption="Audit log, newest first"
        head={["When", "Who", "Action", "Target", "Before → after", "Reason", "Outcome"]}
        empty={log.isPending ? "Loading…" : entries.length === 0 ? "Nothing recorded yet." : null}
      >
        {entries.map((e) => (
          <tr key={e.id} data-testid="audit-row">
            <td className={cell}>{when(e.at)}</td>
            <td className={cell}>
              {e.actorUserId === null ? "anonymous" : `#${e.actorUserId}`}
              {e.actorRole ? ` (${e.actorRole})` : ""}
            </td>
            <td className={`${cell} font-mono`}>{e.action}</td>
            <td className={cell}>{e.target ?? "—"}</td>
            <td className={`${cell} max-w-xs break-all font-mono text-xs`}>
              {e.before || e.after ? `${change(e.before)} → ${change(e.after)}` : "—"}
            </td>
            <td className={cell}>{e.reason ?? "—"}</td>
            <td className={cell}>{e.outcome}</td>
          </tr>
        ))}
      </DataTable>
      {log.hasNextPage ? (
        <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Older entries
        </Button>
      ) : null}
    </div>
  );
}
