import type { MessageValues } from "../../i18n/messages.ts";
import type { WaitingMessage } from "./waiting/messages.ts";

/**
 * The estimated wait, given in seconds, as the modal says it (a message of waiting/messages): "under a
 * minute", "~3 min", "unknown".
 */
export function formatWait(seconds: number | null | undefined): {
  id: WaitingMessage;
  values?: MessageValues;
} {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return { id: "waitUnknown" };
  if (seconds < 60) return { id: "waitUnder" };
  return { id: "waitMinutes", values: { minutes: Math.round(seconds / 60) } };
}
