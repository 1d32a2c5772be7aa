import { describe, expect, it } from "vitest";
import { truncateNickname } from "../../lib/format.ts";
import { acceptNickname, canConfirmNickname } from "./nickname.ts";

describe("nickname rules", () => {
  it("accepts up to 25 characters and ignores longer input", () => {
    const max = "x".repeat(25);
    expect(acceptNickname("", max)).toBe(max);
    expect(acceptNickname(max, `${max}y`)).toBe(max);
    expect(acceptNickname("Jade", "Jad")).toBe("Jad");
  });
  it("disables confirm while empty or blank", () => {
    expect(canConfirmNickname("")).toBe(false);
    expect(canConfirmNickname("   ")).toBe(false);
    expect(canConfirmNickname("J")).toBe(true);
  });
  it("cuts names of 15+ characters to 7 plus an ellipsis only when asked (≤ 1600 px)", () => {
    expect(truncateNickname("FifteenCharName", true)).toBe("Fifteen…");
    expect(truncateNickname("FourteenChars!", true)).toBe("FourteenChars!");
    expect(truncateNickname("FifteenCharName", false)).toBe("FifteenCharName");
  });
});
