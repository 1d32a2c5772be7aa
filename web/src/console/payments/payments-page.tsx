import {
  PAYMENT_RAILS,
  PAYMENT_STATUSES,
  type PaymentRail,
  type PaymentStatus,
} from "@jadeverse/api/client/payments";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { useConsole } from "../console-client.ts";
import { cell, count, DataTable, when } from "../table.tsx";

const KIND_LABELS = {
  mismatch: "Amount mismatch",
  "wert-stuck": "Wert stuck",
  "reversal-debt": "Reversal debt",
};

const orderLink = (id: number) => (
  <Link className="font-semibold text-jade underline" to={`/admin/payments/${id}`}>
    #{id}
  </Link>
);

/** What needs a person: mismatched amounts, Wert payments stuck past 72 h, reversals that left a debt. */
function AttentionQueue() {
  const { api } = useConsole();
  const attention = useQuery({
    queryKey: ["console", "attention"],
    queryFn: () => unwrap(api.api.console.payments.attention.$get()),
  });
  if (attention.error) return <Notice tone="error">{errorMessage(attention.error)}</Notice>;
  const items = attention.data?.items ?? [];
  return (
    <DataTable
      caption="Orders that need attention"
      head={["Order", "Why", "Rail", "Gems", "Player", "Since"]}
      empty={attention.isPending ? "Loading…" : items.length === 0 ? "Nothing needs attention." : null}
    >
      {items.map((item) => (
        <tr key={`${item.kind}-${item.orderId}`}>
          <td className={cell}>{orderLink(item.orderId)}</td>
          <td className={cell}>
            <span className="font-semibold">{KIND_LABELS[item.kind]}</span>: {item.why}
          </td>
          <td className={cell}>{item.order.rail}</td>
          <td className={cell}>{count(item.order.gems)}</td>
          <td className={cell}>
            <Link className="text-jade underline" to={`/admin/players/${item.order.userId}`}>
              #{item.order.userId}
            </Link>
          </td>
          <td className={cell}>{when(item.since)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Every order, newest first, by rail and status. */
function Orders() {
  const { api } = useConsole();
  const [rail, setRail] = useState<PaymentRail | "">("");
  const [status, setStatus] = useState<PaymentStatus | "">("");
  const [before, setBefore] = useState<number[]>([]);
  const page = before.at(-1);
  const orders = useQuery({
    queryKey: ["console", "orders", rail, status, page],
    queryFn: () =>
      unwrap(
        api.api.console.payments.orders.$get({
          query: {
            ...(rail ? { rail } : {}),
            ...(status ? { status } : {}),
            ...(page === undefined ? {} : { before: String(page) }),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <SelectField
          label="Rail"
          value={rail}
          onChange={(event) => {
            setRail(event.target.value as PaymentRail | "");
            setBefore([]);
          }}
          options={[
            { value: "", label: "Every rail" },
            ...PAYMENT_RAILS.map((r) => ({ value: r, label: r })),
          ]}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PaymentStatus | "");
            setBefore([]);
          }}
          options={[
            { value: "", label: "Every status" },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: s })),
          ]}
        />
      </div>
      {orders.error ? <Notice tone="error">{errorMessage(orders.error)}</Notice> : null}
      <DataTable
        caption="Orders, newest first"
        head={["Order", "Player", "Rail", "Status", "Gems", "Amount", "Opened"]}
        empty={orders.isPending ? "Loading…" : orders.data?.orders.length === 0 ? "No orders." : null}
      >
        {orders.data?.orders.map((o) => (
          <tr key={o.id}>
            <td className={cell}>{orderLink(o.id)}</td>
            <td className={cell}>#{o.userId}</td>
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
      <div className="flex gap-3">
        {before.length > 0 ? (
          <Button variant="secondary" onClick={() => setBefore(before.slice(0, -1))}>
            Newer
          </Button>
        ) : null}
        {orders.data?.nextBefore ? (
          <Button
            variant="secondary"
            onClick={() => setBefore([...before, orders.data.nextBefore as number])}
          >
            Older
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function PaymentsPage() {
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Payments</h1>
      <section aria-labelledby="attention-title" className="space-y-3">
        <h2 id="attention-title" className="text-lg font-semibold">
          Needs attention
        </h2>
        <AttentionQueue />
      </section>
      <section aria-labelledby="orders-title" className="space-y-3">
        <h2 id="orders-title" className="text-lg font-semibold">
          Orders
        </h2>
        <Orders />
      </section>
    </div>
  );
}
