import { describe, expect, it } from "vitest";
import { racesMessages } from "./messages.ts";
import { raceBand, raceCountdown, raceMonthName, racePlace, raceTimeLeft } from "./race-text.ts";

describe("the race's labels", () => {
  it("counts days, hours and minutes down, never below zero", () => {
    expect(raceTimeLeft(((12 * 24 + 4) * 60 + 9) * 60_000 + 59_000)).toBe("12d 04h 09m");
    expect(raceTimeLeft(59_000)).toBe("0d 00h 00m");
    expect(raceTimeLeft(-5)).toBe("0d 00h 00m");
    expect(raceCountdown(((2 * 24 + 13) * 60 + 5) * 60_000)).toEqual({
      days: "2",
      hours: "13",
      minutes: "05",
    });
  });

  it("counts down in the player's language", async () => {
    const russian = await racesMessages.catalogue("ru");
    expect(raceTimeLeft(((12 * 24 + 4) * 60 + 9) * 60_000, (id, values) => russian._(id, values))).toBe(
      "12д 04ч 09м",
    );
  });

  it("names the month in the language, English as before", () => {
    expect(raceMonthName("2026-11", "en")).toBe("November 2026");
    expect(raceMonthName("2026-01", "en-XA")).toBe("January 2026");
    expect(raceMonthName("2026-11", "es")).toBe(
      new Intl.DateTimeFormat("es", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date("2026-11-15T00:00:00Z"),
      ),
    );
  });

  it("names a place and a band of places", () => {
    expect(racePlace(7)).toBe("#7");
    expect(raceBand(1, 1)).toBe("#1");
    expect(raceBand(4, 10)).toBe("#4–10");
  });
});
