/** Every label of the monthly race (docs/races.md), named once. */
export const RACE_TEXT = {
  heading: "Monthly race",
  monthName: (month: string) =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
  rules: "Every coin you wager in any game counts. The top 100 at the end of the month win.",
  timeLeft: "Time left",
  yourPlace: "Your place",
  notEntered: "Not entered yet: wager coins in any game to join.",
  place: (position: number) => `#${position}`,
  wagered: "Coins wagered",
  prizes: "Prizes",
  band: (from: number, to: number) => (from === to ? `#${from}` : `#${from}–${to}`),
  empty: "Nobody has wagered yet this month. Be the first!",
  lastWinners: (month: string) => `${month} winners`,
  hideWinners: "Hide winners",
  gold: "(Gold pass)",
} as const;

/** "12d 04h 09m": days, hours and minutes left (the race runs for weeks). */
export function raceTimeLeft(msLeft: number): string {
  const minutes = Math.max(0, Math.floor(msLeft / 60_000));
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${days}d ${pad(hours)}h ${pad(minutes % 60)}m`;
}
