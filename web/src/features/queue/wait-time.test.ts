import { describe, expect, it } from "vitest";
import { formatWait } from "./wait-time.ts";
import { waitingMessages } from "./waiting/messages.ts";

/** The wait as English's catalogue writes it. */
const english = (seconds: number | null) => {
  const { id, values } = formatWait(seconds);
  return waitingMessages.english._(id, values);
};

describe("formatWait", () => {
  it("reads the estimated wait as the modal shows it", () => {
    expect(english(0)).toBe("under a minute");
    expect(english(59)).toBe("under a minute");
    expect(english(60)).toBe("~1 min");
    expect(english(185)).toBe("~3 min");
    expect(english(null)).toBe("unknown");
    expect(english(-1)).toBe("unknown");
  });
  it("gives the minutes as a number, for each language to write", () => {
    expect(formatWait(185)).toEqual({ id: "waitMinutes", values: { minutes: 3 } });
  });
});
