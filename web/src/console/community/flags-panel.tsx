import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { useState } from "react";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useConsole, useReach } from "../console-client.ts";
import { cell, DataTable } from "../table.tsx";

type FlagName = InferRequestType<
  ReturnType<typeof useConsole>["api"]["api"]["console"]["community"]["flags"]["$post"]
>["json"]["name"];

const onOff = (value: boolean | null) => (value === null ? "—" : value ? "on" : "off");

/** The feature flags: the default, this deployment's setting, an admin's override, what players get. */
export function FlagsPanel() {
  const { api } = useConsole();
  const reach = useReach();
  const queryClient = useQueryClient();
  const flags = useQuery({
    queryKey: ["console", "flags"],
    queryFn: () => unwrap(api.api.console.community.flags.$get()),
  });
  const [name, setName] = useState<FlagName | "">("");
  const [value, setValue] = useState<"on" | "off" | "clear">("on");
  const [reason, setReason] = useState("");
  const change = useMutation({
    mutationFn: (flag: FlagName) =>
      unwrap(
        api.api.console.community.flags.$post({
          json: { name: flag, value: value === "clear" ? null : value === "on", reason: reason.trim() },
        }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(["console", "flags"], answer);
      setReason("");
    },
  });
  if (flags.error) return <Notice tone="error">{errorMessage(flags.error)}</Notice>;
  const list = flags.data?.flags ?? [];
  return (
    <div className="space-y-4">
      <DataTable
        caption="Feature flags"
        head={["Flag", "Default", "Deployment", "Console", "Players get"]}
        empty={flags.isPending ? "Loading…" : null}
      >
        {list.map((f) => (
          <tr key={f.name}>
            <th scope="row" className={`${cell} text-left font-mono font-normal`}>
              {f.name}
            </th>
            <td className={cell}>{onOff(f.default)}</td>
            <td className={cell}>{onOff(f.env)}</td>
            <td className={cell}>{onOff(f.console)}</td>
            <td className={`${cell} font-semibold`}>{onOff(f.effective)}</td>
          </tr>
        ))}
      </DataTable>
      {reach.admin && list.length > 0 ? (
        <form
          aria-label="Change a flag"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (name && reason.trim().length >= 5) change.mutate(name);
          }}
        >
          <SelectField
            label="Flag"
            value={name}
            onChange={(event) => setName(event.target.value as FlagName | "")}
            options={[
              { value: "", label: "Choose a flag" },
              ...list.map((f) => ({ value: f.name, label: f.name })),
            ]}
          />
          <SelectField
            label="Console setting"
            value={value}
            onChange={(event) => setValue(event.target.value as "on" | "off" | "clear")}
            options={[
              { value: "on", label: "On" },
              { value: "off", label: "Off" },
              { value: "clear", label: "No override" },
            ]}
          />
          <TextField
            className="min-w-64 flex-1"
            label="Reason (kept in the audit log)"
            value={reason}
            minLength={5}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" loading={change.isPending} disabled={!name || reason.trim().length < 5}>
            Apply
          </Button>
        </form>
      ) : null}
      {change.error ? <Notice tone="error">{errorMessage(change.error)}</Notice> : null}
    </div>
  );
}
