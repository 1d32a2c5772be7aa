import { describe, expect, it } from "vitest";
import { launchLanguageCode } from "./launch-language.ts";

const initData = (user: unknown) =>
  new URLSearchParams({ auth_date: "1", hash: "x", user: JSON.stringify(user) }).toString();

describe("launchLanguageCode", () => {
  it("reads the player's language code from the launch's initData", () => {
    expect(launchLanguageCode(initData({ id: 1, first_name: "A", language_code: "ru" }))).toBe("ru");
  });

  it("answers null for a launch without one, or initData that does not read", () => {
    expect(launchLanguageCode(initData({ id: 1, first_name: "A" }))).toBeNull();
    expect(launchLanguageCode("auth_date=1&user=%7Bnot-json")).toBeNull();
    expect(launchLanguageCode("")).toBeNull();
  });
});
