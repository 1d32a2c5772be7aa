import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageLoading } from "../../ui/page-loading.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useConsole, useReach } from "../console-client.ts";
import { cell, count, DataTable, when } from "../table.tsx";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wider text-muted">{label}</dt>
      <dd className="font-semibold break-all">{children}</dd>
    </div>
  );
}

/**
 * What support does about an order: mark it refunded outside the rail (refunded by hand in the
 * provider's dashboard; it leaves the attention queue, no gems move) or, for an admin, reverse its
 * credit once through the ledger (never below zero; what was spent stays a debt).
 */
function OrderActions({
  orderId,
  refunded,
  debt,
}: {
  orderId: number;
  refunded: boolean;
  /** Gems a reversal could not take back: support settles it with the player, then marks it. */
  debt: number;
}) {
  const { api } = useConsole();
  const reach = useReach();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const order = api.api.console.payments.orders[":orderId"];
  const param = { orderId: String(orderId) };
  const act = useMutation({
    mutationFn: async (action: "refunded" | "reverse" | "debt-resolved") => {
      const json = { reason: reason.trim() };
      if (action === "debt-resolved") {
        await unwrap(order["debt-resolved"].$post({ param, json }));
        return "The debt is marked resolved.";
      }
      if (action === "refunded") {
        await unwrap(order.refunded.$post({ param, json }));
        return "Marked refunded outside the rail.";
      }
      const answer = await unwrap(order.reverse.$post({ param, json }));
      return answer.applied
        ? `Reversed: ${count(answer.gemsTaken)} gems taken back${answer.debtGems ? `, ${count(answer.debtGems)} left as a debt` : ""}.`
        : "Already reversed: nothing changed.";
    },
    onMutate: () => setDone(null),
    onSuccess: (message) => {
      setDone(message);
      setReason("");
      void queryClient.invalidateQueries({ queryKey: ["console"] });
    },
  });
  const ready = reason.trim().length >= 5 && !act.isPending;
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">Actions</h2>
      <TextField
        label="Reason (kept in the audit log)"
        name="order-reason"
        minLength={5}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!ready || refunded} onClick={() => act.mutate("refunded")}>
          Mark refunded outside the rail
        </Button>
        {debt > 0 ? (
          <Button variant="secondary" disabled={!ready} onClick={() => act.mutate("debt-resolved")}>
            Mark the debt resolved
          </Button>
        ) : null}
        {reach.reverse ? (
          <Button variant="secondary" disabled={!ready || refunded} onClick={() => act.mutate("reverse")}>
            Reverse the credit
          </Button>
        ) : null}
      </div>
      {act.error ? <Notice tone="error">{errorMessage(act.error)}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
    </div>
  );
}

/** An order's whole story: the order, its moments, its ledger entries, notifications and the audit. */
export function OrderPage() {
  const { api } = useConsole();
  const orderId = Number(useParams().orderId);
  const story = useQuery({
    queryKey: ["console", "order", orderId],
    queryFn: () =>
      unwrap(api.api.console.payments.orders[":orderId"].$get({ param: { orderId: String(orderId) } })),
  });
  if (story.isPending) return <PageLoading />;
  if (story.error) return <Notice tone="error">{errorMessage(story.error)}</Notice>;
  const { order, timeline, ledger, notifications, audit } = story.data;
  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin/payments" className="text-sm text-jade underline">
          ← Payments
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Order #{order.id}</h1>
      <Card as="section" aria-label="Order" className="p-5">
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <Fact label="Status">{order.status}</Fact>
          <Fact label="Rail">{order.rail}</Fact>
          <Fact label="Gems">{count(order.gems)}</Fact>
          <Fact label="Amount">
            {order.amount} {order.currency}
          </Fact>
          <Fact label="Player">
            <Link className="text-jade underline" to={`/admin/players/${order.userId}`}>
              #{order.userId}
            </Link>
          </Fact>
          <Fact label="Failure">{order.failureReason ?? "—"}</Fact>
          <Fact label="Debt (gems)">{count(order.debtGems)}</Fact>
          <Fact label="Provider reference">{order.providerRef ?? "—"}</Fact>
          <Fact label="Proof">{order.proof ?? "—"}</Fact>
          <Fact label="Payer">{order.payer ?? "—"}</Fact>
          <Fact label="Refunded">
            {order.refundedAt ? `${when(order.refundedAt)} by ${order.refundedBy ?? "?"}` : "no"}
          </Fact>
        </dl>
      </Card>
      <Card as="section" aria-label="Order actions" className="p-5">
        <OrderActions orderId={order.id} refunded={order.refundedAt !== null} debt={order.debtGems} />
      </Card>
      <section aria-labelledby="timeline-title" className="space-y-3">
        <h2 id="timeline-title" className="text-lg font-semibold">
          Timeline
        </h2>
        <DataTable caption="The order's moments, oldest first" head={["When", "Event", "Detail"]}>
          {timeline.map((t) => (
            <tr key={`${t.event}-${t.at}`}>
              <td className={cell}>{when(t.at)}</td>
              <td className={cell}>{t.event}</td>
              <td className={cell}>{t.detail ?? "—"}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="order-ledger-title" className="space-y-3">
        <h2 id="order-ledger-title" className="text-lg font-semibold">
          Ledger entries
        </h2>
        <DataTable
          caption="The order's ledger entries"
          head={["When", "Change", "Balance after", "Reason", "Key"]}
          empty={ledger.length === 0 ? "No ledger entry: nothing was credited." : null}
        >
          {ledger.map((e) => (
            <tr key={e.id}>
              <td className={cell}>{when(e.createdAt)}</td>
              <td className={cell}>
                {e.delta > 0 ? "+" : ""}
                {count(e.delta)} {e.currency}
              </td>
              <td className={cell}>{count(e.balanceAfter)}</td>
              <td className={cell}>{e.reason}</td>
              <td className={`${cell} break-all font-mono text-xs`}>{e.key}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="order-notifications-title" className="space-y-3">
        <h2 id="order-notifications-title" className="text-lg font-semibold">
          Notifications
        </h2>
        <DataTable
          caption="Messages about the order"
          head={["Kind", "Status", "Queued", "Sent"]}
          empty={notifications.length === 0 ? "None." : null}
        >
          {notifications.map((n) => (
            <tr key={n.id}>
              <td className={cell}>{n.kind}</td>
              <td className={cell}>{n.status}</td>
              <td className={cell}>{when(n.createdAt)}</td>
              <td className={cell}>{when(n.sentAt)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="order-audit-title" className="space-y-3">
        <h2 id="order-audit-title" className="text-lg font-semibold">
          Audit
        </h2>
        <DataTable
          caption="Console actions on the order"
          head={["When", "Who", "Action", "Reason", "Outcome"]}
          empty={audit.length === 0 ? "No console action yet." : null}
        >
          {audit.map((a) => (
            <tr key={a.id} data-testid="audit-row">
              <td className={cell}>{when(a.at)}</td>
              <td className={cell}>
                #{a.actorUserId} ({a.actorRole})
              </td>
              <td className={`${cell} font-mono`}>{a.action}</td>
              <td className={cell}>{a.reason ?? "—"}</td>
              <td className={cell}>{a.outcome}</td>
            </tr>
          ))}
        </DataTable>
      </section>
    </div>
  );
}
