import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useConsole } from "../console-client.ts";
import { count } from "../table.tsx";

const newKey = () => `adj-${crypto.randomUUID()}`;

/**
 * An admin's balance adjustment: through the ledger, never below zero, with the reason the audit
 * keeps. One key per intended adjustment: a retried submit (a lost answer) adjusts once; the next
 * adjustment gets a new key.
 */
export function AdjustForm({ userId }: { userId: number }) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const [currency, setCurrency] = useState<"gems" | "coins">("gems");
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newKey);
  const adjust = useMutation({
    mutationFn: () =>
      unwrap(
        api.api.console.players[":userId"].adjust.$post({
          param: { userId: String(userId) },
          json: { currency, delta: Number(delta), reason: reason.trim(), key },
        }),
      ),
    onSuccess: () => {
      setKey(newKey());
      setDelta("");
      setReason("");
      void queryClient.invalidateQueries({ queryKey: ["console"] });
    },
  });
  const amount = Number(delta);
  const valid = Number.isInteger(amount) && amount !== 0 && reason.trim().length >= 5;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) adjust.mutate();
  };
  return (
    <form onSubmit={submit} aria-labelledby="adjust-title" className="space-y-3">
      <h2 id="adjust-title" className="text-lg font-semibold">
        Adjust a balance
      </h2>
      <div className="grid gap-3 sm:grid-cols-[10rem_10rem_1fr]">
        <SelectField
          label="Currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value as "gems" | "coins")}
          options={[
            { value: "gems", label: "Jade Gems" },
            { value: "coins", label: "Golden Coins" },
          ]}
        />
        <TextField
          label="Change (+ or −)"
          name="delta"
          inputMode="numeric"
          required
          value={delta}
          onChange={(event) => setDelta(event.target.value.replace(/[^\d-]/g, ""))}
        />
        <TextField
          label="Reason (kept in the audit log)"
          name="reason"
          required
          minLength={5}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {adjust.error ? <Notice tone="error">{errorMessage(adjust.error)}</Notice> : null}
      {adjust.data ? (
        <Notice tone="success">
          {adjust.data.applied ? "Adjusted" : "Already adjusted"}: {count(adjust.data.balance)}{" "}
          {adjust.data.currency} now.
        </Notice>
      ) : null}
      <Button type="submit" loading={adjust.isPending} disabled={!valid}>
        Adjust
      </Button>
    </form>
  );
}
