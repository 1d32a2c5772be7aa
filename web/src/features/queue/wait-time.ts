/** The estimated wait, given in seconds, as the modal shows it: "under a minute", "~3 min", "unknown". */
export function formatWait(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "unknown";
  if (seconds < 60) return "under a minute";
  return `~${Math.round(seconds / 60)} min`;
}
