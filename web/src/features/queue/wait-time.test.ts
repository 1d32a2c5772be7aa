import { describe, expect, it } from "vitest";
import { formatWait } from "./wait-time.ts";

describe("estimated wait", () => {
  it("reads seconds as the modal shows them", () => {
    expect(formatWait(0)).toBe("under a minute");
    expect(formatWait(59)).toBe("under a minute");
    expect(formatWait(60)).toBe("~1 min");
    expect(formatWait(185)).toBe("~3 min");
    expect(formatWait(null)).toBe("unknown");
    expect(formatWait(-1)).toBe("unknown");
  });
});
