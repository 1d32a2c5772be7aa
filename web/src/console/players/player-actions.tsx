import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage, unwrap } from "../../lib/api-client.ts";
import { BREAK_CHOICES } from "../../lib/break-text.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useConsole, useReach } from "../console-client.ts";

type BreakKind = (typeof BREAK_CHOICES)[number]["kind"];

interface PlayerFlags {
  id: number;
  hasBetaAccess: boolean;
  lockedAt: string | null;
}

/**
 * Support's actions on a player, each with the reason the audit keeps: end their sessions, grant or
 * remove beta access, mark a break or self-exclusion they asked for (never shortened), and for
 * admins lock or unlock the account.
 */
export function PlayerActions({ player }: { player: PlayerFlags }) {
  const { api } = useConsole();
  const reach = useReach();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [breakKind, setBreakKind] = useState<BreakKind>("cool-off-24h");
  const [done, setDone] = useState<string | null>(null);
  const players = api.api.console.players[":userId"];
  const param = { userId: String(player.id) };
  const act = useMutation({
    mutationFn: async (action: "revoke" | "lock" | "unlock" | "beta" | "break") => {
      const json = { reason: reason.trim() };
      switch (action) {
        case "revoke":
          await unwrap(players["revoke-sessions"].$post({ param, json }));
          return "Sessions ended.";
        case "lock":
          await unwrap(players.lock.$post({ param, json }));
          return "Account locked.";
        case "unlock":
          await unwrap(players.unlock.$post({ param, json }));
          return "Account unlocked.";
        case "beta":
          await unwrap(players.beta.$post({ param, json: { ...json, grant: !player.hasBetaAccess } }));
          return player.hasBetaAccess ? "Beta access removed." : "Beta access granted.";
        case "break":
          await unwrap(players.break.$post({ param, json: { ...json, kind: breakKind } }));
          return "Break marked.";
      }
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
    <section className="space-y-3" aria-labelledby="actions-title">
      <h2 id="actions-title" className="text-lg font-semibold">
        Account actions
      </h2>
      <TextField
        label="Reason for the action (kept in the audit log)"
        name="action-reason"
        minLength={5}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="secondary" disabled={!ready} onClick={() => act.mutate("revoke")}>
          End all sessions
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => act.mutate("beta")}>
          {player.hasBetaAccess ? "Remove beta access" : "Grant beta access"}
        </Button>
        {reach.admin ? (
          <Button
            variant="secondary"
            disabled={!ready}
            onClick={() => act.mutate(player.lockedAt ? "unlock" : "lock")}
          >
            {player.lockedAt ? "Unlock account" : "Lock account"}
          </Button>
        ) : null}
        <SelectField
          label="Break the player asked for"
          value={breakKind}
          onChange={(event) => setBreakKind(event.target.value as BreakKind)}
          options={BREAK_CHOICES.map((c) => ({ value: c.kind, label: c.label }))}
        />
        <Button variant="secondary" disabled={!ready} onClick={() => act.mutate("break")}>
          Mark break
        </Button>
      </div>
      {act.error ? <Notice tone="error">{errorMessage(act.error)}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
    </section>
  );
}
