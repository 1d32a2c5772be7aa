import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useConsole } from "../console-client.ts";
import { count } from "../table.tsx";
import { TimeChart } from "./time-chart.tsx";

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const lastDays = (n: number) => ({
  from: isoDay(new Date(Date.now() - (n - 1) * DAY_MS)),
  to: isoDay(new Date()),
});

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs uppercase tracking-wider text-muted">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
    </Card>
  );
}

/** What an operator reads at a glance, per UTC day over a chosen period, from the database. */
export function OverviewPage() {
  const { api } = useConsole();
  const [period, setPeriod] = useState(() => lastDays(30));
  const overview = useQuery({
    queryKey: ["console", "overview", period.from, period.to],
    queryFn: () => unwrap(api.api.console.overview.$get({ query: period })),
    placeholderData: keepPreviousData,
  });
  const charts = useMemo(() => {
    const o = overview.data;
    if (!o) return null;
    return {
      active: [{ label: "Players", values: o.activePlayers }],
      gems: o.purchases.map((p) => ({ label: p.rail, values: p.gems })),
      orders: o.purchases.map((p) => ({ label: p.rail, values: p.orders })),
      rounds: o.games.map((g) => ({ label: g.game, values: g.rounds })),
      net: o.games.map((g) => ({ label: g.game, values: g.net })),
      queue: [{ label: "Joins", values: o.queue.joinsPerDay }],
      broadcasts: [
        { label: "Sent", values: o.broadcasts.sent },
        { label: "Failed", values: o.broadcasts.failed },
        { label: "Blocked the bot", values: o.broadcasts.blocked },
      ],
    };
  }, [overview.data]);
  return (
    <section aria-labelledby="overview-title" className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <h1 id="overview-title" className="me-auto text-2xl font-bold">
          Overview
        </h1>
        {[7, 30, 90].map((n) => (
          <Button key={n} variant="secondary" onClick={() => setPeriod(lastDays(n))}>
            {n} days
          </Button>
        ))}
        <TextField
          label="From"
          type="date"
          value={period.from}
          max={period.to}
          onChange={(event) => event.target.value && setPeriod({ ...period, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={period.to}
          min={period.from}
          onChange={(event) => event.target.value && setPeriod({ ...period, to: event.target.value })}
        />
      </div>
      {overview.error ? <Notice tone="error">{errorMessage(overview.error)}</Notice> : null}
      {overview.data && charts ? (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
            <Figure label="Active players" value={count(overview.data.totals.activePlayers)} />
            <Figure label="Orders paid" value={count(overview.data.totals.orders)} />
            <Figure label="Gems credited" value={count(overview.data.totals.gems)} />
            <Figure label="Rounds" value={count(overview.data.totals.rounds)} />
            <Figure label="House net" value={count(overview.data.totals.net)} />
            <Figure
              label="Queue now"
              value={`${count(overview.data.queue.waiting)} waiting · ${count(overview.data.queue.playing)} playing`}
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <TimeChart title="Players active per day" days={overview.data.days} series={charts.active} />
            <TimeChart title="Gems credited per rail" days={overview.data.days} series={charts.gems} />
            <TimeChart title="Orders paid per rail" days={overview.data.days} series={charts.orders} />
            <TimeChart title="Rounds per game" days={overview.data.days} series={charts.rounds} />
            <TimeChart title="House net result per game" days={overview.data.days} series={charts.net} />
            <TimeChart title="Broadcast delivery" days={overview.data.days} series={charts.broadcasts} />
            <TimeChart title="Queue joins per day" days={overview.data.days} series={charts.queue} />
          </div>
        </>
      ) : null}
    </section>
  );
}
