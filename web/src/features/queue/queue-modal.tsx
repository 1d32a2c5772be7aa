import type { QueueStatus } from "@jadeverse/api/client/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { usePlatform } from "../../lib/platform.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { passTableQuery } from "../passes/passes-queries.ts";
import { leaveQueue, queueKeys } from "./queue-queries.ts";
import { queueMinimisedAtom, queuePhaseAtom } from "./queue-state.ts";
import { formatWait } from "./wait-time.ts";
import { waitingMessages } from "./waiting/messages.ts";

/**
 * The waiting modal (docs/product/platform.md §4): position, seats, estimated wait, the wheel link, minimise and
 * leave. Loaded only once the player waits in line (queue-runner.tsx), with its texts (waiting/messages).
 */
export function QueueModal({ status }: { status: QueueStatus }) {
  const t = useMessages(waitingMessages);
  const setMinimised = useSetAtom(queueMinimisedAtom);
  const minimise = () => setMinimised(true);
  const wait = formatWait(status.estimatedWaitTime);
  return (
    <Dialog
      title={t("title")}
      description={t("description")}
      onClose={minimise}
      closeLabel={t("minimise")}
      size="sm"
    >
      <dl className="grid grid-cols-3 gap-3 text-center">
        <QueueFigure label={t("position")} value={status.position ? `#${status.position}` : "–"} />
        <QueueFigure label={t("inQueue")} value={String(status.queueLength)} />
        <QueueFigure label={t("playing")} value={`${status.currentPlayers}/${status.maxPlayers}`} />
      </dl>
      <PassPriority tier={status.priority} />
      <p className="mt-4 text-center text-sm text-muted">
        {richText(t("wait"), {
          0: () => <span className="font-semibold text-ink">{t(wait.id, wait.values)}</span>,
        })}
      </p>
      <p className="mt-4 text-center text-sm">
        {richText(t("wheel"), {
          0: (words) => (
            <Link to="/dashboard/wheel" onClick={minimise} className="font-semibold text-jade underline">
              {words}
            </Link>
          ),
        })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses("secondary")} onClick={minimise}>
          {t("minimise")}
        </button>
        <LeaveQueueButton />
      </div>
    </Dialog>
  );
}

/** A season pass holder's place says why it is ahead (docs/passes.md): the pass they wait with. */
function PassPriority({ tier }: { tier: number }) {
  const t = useMessages(waitingMessages);
  const { api } = usePlatform();
  const table = useQuery({ ...passTableQuery(api), enabled: tier > 0 });
  const pass = table.data?.find((p) => p.tier === tier);
  if (!pass) return null;
  const top = table.data?.every((p) => p.tier <= tier) ?? false;
  return (
    <p className="mt-4 text-center text-sm text-gold" data-testid="queue-priority">
      {t(top ? "priorityTop" : "priorityAhead", { pass: pass.name })}
    </p>
  );
}

function QueueFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-line bg-raised px-2 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 font-display text-xl font-semibold">{value}</dd>
    </div>
  );
}

/** `DELETE /api/queue/leave`: "Left queue successfully" and back to not queued. */
export function LeaveQueueButton() {
  const t = useMessages(waitingMessages);
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const setPhase = useSetAtom(queuePhaseAtom);
  const setMinimised = useSetAtom(queueMinimisedAtom);
  const showToast = useSetAtom(showToastAtom);
  const leave = useMutation({
    mutationFn: () => leaveQueue(api),
    onSuccess: () => {
      setPhase("idle");
      setMinimised(false);
      showToast({ tone: "success", message: t("left") });
      void queryClient.invalidateQueries({ queryKey: queueKeys.status() });
    },
    onError: (error) => showToast({ tone: "error", message: error.message }),
  });
  return (
    <Button variant="ghost" onClick={() => leave.mutate()} loading={leave.isPending}>
      {t("leave")}
    </Button>
  );
}
