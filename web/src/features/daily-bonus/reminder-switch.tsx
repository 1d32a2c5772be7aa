import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePlatform } from "../../lib/platform.ts";
import { Checkbox } from "../../ui/checkbox.tsx";
import { bonusReminderQuery, dailyBonusKeys, setBonusReminder } from "./daily-bonus-queries.ts";

/**
 * The bot's reminder (docs/daily-bonus.md "The reminder"), offered to players with a Telegram account:
 * a message each day when the bonus is ready. Says so when the bot is muted (no reminder then).
 */
export function ReminderSwitch() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const state = useQuery(bonusReminderQuery(api));
  const toggle = useMutation({
    mutationFn: (on: boolean) => setBonusReminder(api, on),
    onSuccess: (next) => queryClient.setQueryData(dailyBonusKeys.reminders(), next),
  });
  if (!state.data?.telegram) return null;
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        label="Remind me in Telegram when it's ready"
        checked={toggle.isPending ? Boolean(toggle.variables) : state.data.on}
        disabled={toggle.isPending}
        onChange={(event) => toggle.mutate(event.target.checked)}
      />
      {state.data.on && state.data.muted ? (
        <p className="text-xs text-muted">The bot is muted: send it /unmute to get the reminder.</p>
      ) : null}
    </div>
  );
}
