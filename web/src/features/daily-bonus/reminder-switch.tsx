import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Checkbox } from "../../ui/checkbox.tsx";
import { bonusReminderQuery, dailyBonusKeys, setBonusReminder } from "./daily-bonus-queries.ts";
import { dailyBonusMessages } from "./messages.ts";

/**
 * The bot's reminder (docs/daily-bonus.md "The reminder"), offered to players with a Telegram account:
 * a message each day when the bonus is ready. Says so when the bot is muted (no reminder then). The box
 * shows the player's choice the moment they make it, while it is saved; a failed save puts it back and
 * says so.
 */
export function ReminderSwitch() {
  const { api } = usePlatform();
  const t = useMessages(dailyBonusMessages);
  const queryClient = useQueryClient();
  const state = useQuery(bonusReminderQuery(api));
  // The choice being saved: shown at once, in the same render as the click (a controlled box would
  // otherwise snap back to the saved value until the save's state arrives).
  const [saving, setSaving] = useState<boolean | null>(null);
  const toggle = useMutation({
    mutationFn: (on: boolean) => setBonusReminder(api, on),
    onSuccess: (next) => queryClient.setQueryData(dailyBonusKeys.reminders(), next),
    onSettled: () => setSaving(null),
  });
  if (!state.data?.telegram) return null;
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        label={t("remind")}
        checked={saving ?? state.data.on}
        disabled={saving !== null}
        onChange={(event) => {
          setSaving(event.target.checked);
          toggle.mutate(event.target.checked);
        }}
      />
      {toggle.isError ? (
        <p role="alert" className="text-xs text-danger">
          {t("reminderFailed")}
        </p>
      ) : null}
      {state.data.on && state.data.muted ? <p className="text-xs text-muted">{t("botMuted")}</p> : null}
    </div>
  );
}
