import { LOCALES } from "@jadeverse/api/client/i18n";
import { describe, expect, it } from "vitest";
import { timeAgo } from "../lib/format.ts";
import { formatDateTime, timeAgoIn } from "./formats.ts";

const MOMENT = Date.UTC(2026, 10, 30, 14, 5); // 30 November 2026, 14:05 UTC
const NOW = MOMENT + 3 * 60 * 60 * 1000 + 20 * 60 * 1000; // 3 h 20 min later

describe("dates in the player's language", () => {
  it("writes the day, the month's name, the year and the time as each language does", () => {
    const written = Object.fromEntries(LOCALES.map((l) => [l, formatDateTime(MOMENT, l, "UTC")]));
    expect(written.en).toBe("30 Nov 2026, 14:05");
    expect(written.ru).toMatch(/^30 нояб\. 2026 г\., 14:05$/);
    expect(written.es).toMatch(/^30 nov 2026, 14:05$/);
    expect(written["pt-BR"]).toMatch(/^30 de nov\. de 2026, 14:05$/);
    expect(written.id).toMatch(/^30 Nov 2026, 14\.05$/);
    // Arabic: day/month/year with right-to-left marks, a 12-hour time with its Arabic "PM" (م).
    expect(written.ar).toMatch(/^30\u200f\/11\u200f\/2026، 2:05 م$/);
    // Every language its own way: no two alike but English's and the pseudo-locale's.
    expect(new Set(Object.values(written)).size).toBe(LOCALES.length);
    expect(formatDateTime(MOMENT, "en-XA", "UTC")).toBe(written.en);
  });
});

describe("time ago in the player's language", () => {
  it("keeps the English rule's exact words and buckets", () => {
    for (const ago of [30, 90, 3 * 3600, 2 * 86400, 45 * 86400, 400 * 86400].map((s) => s * 1000)) {
      expect(timeAgoIn(NOW - ago, "en", "Just now", NOW)).toBe(timeAgo(NOW - ago, NOW));
    }
    expect(timeAgoIn(NOW - 60_000, "en", "Just now", NOW)).toBe("1 minute ago");
  });

  it("uses each language's plural forms", () => {
    const hoursAgo = (hours: number, locale: (typeof LOCALES)[number]) =>
      timeAgoIn(NOW - hours * 3600_000, locale, "-", NOW);
    expect(hoursAgo(1, "ru")).toBe("1 час назад");
    expect(hoursAgo(3, "ru")).toBe("3 часа назад");
    expect(hoursAgo(5, "ru")).toBe("5 часов назад");
    expect(hoursAgo(3, "es")).toBe("hace 3 horas");
    expect(hoursAgo(3, "pt-BR")).toBe("há 3 horas");
    expect(hoursAgo(3, "id")).toBe("3 jam yang lalu");
    expect(hoursAgo(2, "ar")).toMatch(/ساعتين|ساعتان/);
  });

  it("says 'now' in the caller's words under a minute and for a future time; nothing for an unreadable one", () => {
    expect(timeAgoIn(NOW - 59_000, "ru", "только что", NOW)).toBe("только что");
    expect(timeAgoIn(NOW + 60_000, "ru", "только что", NOW)).toBe("только что");
    expect(timeAgoIn("not a date", "ru", "только что", NOW)).toBeUndefined();
  });
});
