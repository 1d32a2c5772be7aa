import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageLoading } from "../../ui/page-loading.tsx";
import { AuditTable } from "../audit/audit-table.tsx";
import { useConsole, useReach } from "../console-client.ts";
import { cell, count, DataTable, when } from "../table.tsx";
import { AdjustForm } from "./adjust-form.tsx";
import { PlayerActions } from "./player-actions.tsx";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wider text-muted">{label}</dt>
      <dd className="font-semibold break-all">{children}</dd>
    </div>
  );
}

/** A player as support sees them: the account, balances, flags, sessions, ledger, orders, rounds. */
export function PlayerFilePage() {
  const { api } = useConsole();
  const reach = useReach();
  const userId = Number(useParams().userId);
  const [before, setBefore] = useState<number | undefined>(undefined);
  const file = useQuery({
    queryKey: ["console", "player", userId, before],
    queryFn: () =>
      unwrap(
        api.api.console.players[":userId"].$get({
          param: { userId: String(userId) },
          query: before === undefined ? {} : { before: String(before) },
        }),
      ),
  });
  if (file.isPending) return <PageLoading />;
  if (file.error) return <Notice tone="error">{errorMessage(file.error)}</Notice>;
  const { player, ledger, orders, sessions, rounds } = file.data;
  const onBreak = player.breakUntil && Date.parse(player.breakUntil) > Date.now();
  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin/players" className="text-sm text-jade underline">
          ← Players
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{player.nickname ?? `Player #${player.id}`}</h1>
      <Card as="section" aria-label="Account" className="p-5">
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <Fact label="Gems">{count(player.gems)}</Fact>
          <Fact label="Coins">{count(player.coins)}</Fact>
          <Fact label="E-mail">{player.email ?? "—"}</Fact>
          <Fact label="Telegram id">{player.telegramId ?? "—"}</Fact>
          <Fact label="Wallet">{player.walletAddress ?? "—"}</Fact>
          <Fact label="Referral code">{player.referralCode ?? "—"}</Fact>
          <Fact label="Beta access">{player.hasBetaAccess ? "yes" : "no"}</Fact>
          <Fact label="Locked">{player.lockedAt ? `since ${when(player.lockedAt)}` : "no"}</Fact>
          <Fact label="Terms accepted">{when(player.termsAcceptedAt)}</Fact>
          <Fact label="Break">
            {onBreak ? `${player.breakKind} until ${when(player.breakUntil)}` : "none"}
          </Fact>
          <Fact label="Joined">{when(player.createdAt)}</Fact>
          {player.deletedAt ? <Fact label="Deleted">{when(player.deletedAt)}</Fact> : null}
        </dl>
      </Card>
      <Card as="section" aria-label="Actions" className="space-y-6 p-5">
        <PlayerActions player={player} />
        {reach.adjust ? <AdjustForm userId={player.id} /> : null}
      </Card>
      <section aria-labelledby="ledger-title" className="space-y-3">
        <h2 id="ledger-title" className="text-lg font-semibold">
          Ledger
        </h2>
        <DataTable
          caption="Ledger entries, newest first"
          head={["When", "Currency", "Change", "Balance after", "Reason", "Reference"]}
          empty={ledger.length === 0 ? "No entries." : null}
        >
          {ledger.map((e) => (
            <tr key={e.id}>
              <td className={cell}>{when(e.createdAt)}</td>
              <td className={cell}>{e.currency}</td>
              <td className={`${cell} ${e.delta < 0 ? "text-danger" : "text-success"}`}>
                {e.delta > 0 ? "+" : ""}
                {count(e.delta)}
              </td>
              <td className={cell}>{count(e.balanceAfter)}</td>
              <td className={cell}>{e.reason}</td>
              <td className={`${cell} break-all`}>{e.reference ?? "—"}</td>
            </tr>
          ))}
        </DataTable>
        <div className="flex gap-3">
          {before !== undefined ? (
            <Button variant="secondary" onClick={() => setBefore(undefined)}>
              Newest
            </Button>
          ) : null}
          {ledger.length === 25 ? (
            <Button variant="secondary" onClick={() => setBefore(ledger.at(-1)?.id)}>
              Older entries
            </Button>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="orders-title" className="space-y-3">
        <h2 id="orders-title" className="text-lg font-semibold">
          Orders
        </h2>
        <DataTable
          caption="Payment orders, newest first"
          head={["Order", "Rail", "Status", "Gems", "Amount", "Opened"]}
          empty={orders.length === 0 ? "No orders." : null}
        >
          {orders.map((o) => (
            <tr key={o.id}>
              <td className={cell}>
                {reach.payments ? (
                  <Link className="text-jade underline" to={`/admin/payments/${o.id}`}>
                    #{o.id}
                  </Link>
                ) : (
                  `#${o.id}`
                )}
              </td>
              <td className={cell}>{o.rail}</td>
              <td className={cell}>{o.status}</td>
              <td className={cell}>{count(o.gems)}</td>
              <td className={cell}>
                {o.amount} {o.currency}
              </td>
              <td className={cell}>{when(o.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="rounds-title" className="space-y-3">
        <h2 id="rounds-title" className="text-lg font-semibold">
          Game rounds
        </h2>
        <DataTable
          caption="Game rounds, newest first"
          head={["Round", "Game", "Wager", "Payout", "When"]}
          empty={rounds.length === 0 ? "No rounds." : null}
        >
          {rounds.map((r) => (
            <tr key={`${r.game}-${r.id}`}>
              <td className={cell}>#{r.id}</td>
              <td className={cell}>{r.game}</td>
              <td className={cell}>{count(r.wager)}</td>
              <td className={cell}>{count(r.payout)}</td>
              <td className={cell}>{when(r.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="sessions-title" className="space-y-3">
        <h2 id="sessions-title" className="text-lg font-semibold">
          Sessions
        </h2>
        <DataTable
          caption="Live sessions"
          head={["Session", "Kind", "Started", "Expires"]}
          empty={sessions.length === 0 ? "No live session." : null}
        >
          {sessions.map((s) => (
            <tr key={s.id}>
              <td className={cell}>#{s.id}</td>
              <td className={cell}>{s.kind}</td>
              <td className={cell}>{when(s.createdAt)}</td>
              <td className={cell}>{when(s.expiresAt)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      {reach.admin ? (
        <section aria-labelledby="player-audit-title" className="space-y-3">
          <h2 id="player-audit-title" className="text-lg font-semibold">
            Audit
          </h2>
          <AuditTable target={`user:${player.id}`} />
        </section>
      ) : null}
    </div>
  );
}
