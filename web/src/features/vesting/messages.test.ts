import { ERROR_CODES } from "@jadeverse/api/client/errors";
import { describe, expect, it } from "vitest";
import { type VestingMessage, type VestingTranslate, vestingMessages } from "./messages.ts";
import { describeSchedule } from "./schedule-chart.tsx";
import { cliffDate, vestingSchedule } from "./vesting-rules.ts";

const t: VestingTranslate = (id, values) => vestingMessages.english._(id, values);

describe("the vesting catalogue", () => {
  it("holds the API's not-a-participant, presale and signature messages word for word", () => {
    const copies: Record<string, VestingMessage> = {
      NOT_PRIVATE_INVESTOR: "notPrivateInvestorReason",
      NOT_PUBLIC_INVESTOR: "notPublicInvestorReason",
      NOT_TEAM_MEMBER: "notTeamMemberReason",
      PRESALE_UNAVAILABLE: "presaleFailed",
      INVALID_SIGNATURE_FORMAT: "badSignature",
    };
    for (const [code, id] of Object.entries(copies))
      expect(t(id), code).toBe(ERROR_CODES[code as keyof typeof ERROR_CODES]);
  });
});

describe("the schedule in one sentence (docs/product/economy.md §3)", () => {
  const sentence = (tokenAmount: string, unlockAtTge: string, cliffMonths: number, vestingMonths: number) =>
    describeSchedule(t, vestingSchedule({ tokenAmount, unlockAtTge, cliffMonths, vestingMonths }));

  it("names the TGE share, the cliff and the monthly unlocks", () => {
    expect(sentence("1000000", "5.00", 6, 18)).toBe(
      "50 000 (5%) unlock at TGE, then a 6-month cliff, then 52 777.78 a month for 18 months.",
    );
  });

  it("says when nothing unlocks at TGE, and leaves out a cliff of 0 months", () => {
    expect(sentence("2400", "0.00", 0, 24)).toBe("Nothing unlocks at TGE, then 100 a month for 24 months.");
  });

  it("says when the rest unlocks at once, and nothing more when all is free at TGE", () => {
    expect(sentence("1000", "20.00", 3, 0)).toBe(
      "200 (20%) unlock at TGE, then a 3-month cliff, then the rest at once.",
    );
    expect(sentence("1000", "100.00", 0, 0)).toBe("1 000 (100%) unlock at TGE.");
  });
});

describe("the cliff's date", () => {
  it("reads as British English writes a long date in English, in UTC", () => {
    expect(cliffDate(Date.UTC(2025, 10, 30), "en")).toBe("30 November 2025");
    expect(cliffDate(Date.UTC(2026, 1, 1), "en-XA")).toBe("1 February 2026");
  });

  it("reads in the player's language", () => {
    expect(cliffDate(Date.UTC(2025, 10, 30), "ru")).toBe("30 ноября 2025 г.");
    expect(cliffDate(Date.UTC(2025, 10, 30), "es")).toBe("30 de noviembre de 2025");
  });
});
