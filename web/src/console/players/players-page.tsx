import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useConsole } from "../console-client.ts";
import { cell, count, DataTable, when } from "../table.tsx";

/** Support's search: e-mail or nickname (contains), or exactly a Telegram id, wallet or referral code. */
export function PlayersPage() {
  const { api } = useConsole();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [text, setText] = useState(q);
  const found = useQuery({
    queryKey: ["console", "players", q],
    queryFn: () => unwrap(api.api.console.players.$get({ query: { q } })),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <section aria-labelledby="players-title" className="space-y-4">
      <h1 id="players-title" className="text-2xl font-bold">
        Players
      </h1>
      <search>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <TextField
            className="min-w-64 flex-1"
            label="E-mail, nickname, Telegram id, wallet or referral code"
            name="q"
            type="search"
            minLength={2}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      {found.error ? <Notice tone="error">{errorMessage(found.error)}</Notice> : null}
      {found.data ? (
        <DataTable
          caption="Players found"
          head={["Player", "E-mail", "Telegram", "Gems", "Coins", "Joined"]}
          empty={found.data.players.length === 0 ? `No player matches “${q}”.` : null}
        >
          {found.data.players.map((p) => (
            <tr key={p.id}>
              <td className={cell}>
                <Link className="font-semibold text-jade underline" to={`/admin/players/${p.id}`}>
                  {p.nickname ?? `#${p.id}`}
                </Link>
                {p.deletedAt ? <span className="ms-2 text-muted">(deleted)</span> : null}
              </td>
              <td className={cell}>{p.email ?? "—"}</td>
              <td className={cell}>{p.telegramId ?? "—"}</td>
              <td className={cell}>{count(p.gems)}</td>
              <td className={cell}>{count(p.coins)}</td>
              <td className={cell}>{when(p.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}
