import { describe, expect, it } from "vitest";
import { passDate } from "./pass-date.ts";

const WHEN = "2026-12-30T12:00:00.000Z";

describe("a pass's renewal day", () => {
  it("reads as the product writes it in English and the pseudo-locale", () => {
    expect(passDate(WHEN, "en")).toBe("Dec 30, 2026");
    expect(passDate(WHEN, "en-XA")).toBe("Dec 30, 2026");
  });

  it("reads in the player's language otherwise, Arabic with Latin digits", () => {
    expect(passDate(WHEN, "ru")).toMatch(/^30 дек\.? 2026/);
    expect(passDate(WHEN, "es")).toMatch(/^30 dic 2026$/);
    expect(passDate(WHEN, "ar")).toMatch(/30/);
    expect(passDate(WHEN, "ar")).not.toMatch(/[٠-٩]/);
  });

  it("shows an unreadable date as it came", () => {
    expect(passDate("soon", "ru")).toBe("soon");
    expect(passDate("soon", "en")).toBe("soon");
  });
});
