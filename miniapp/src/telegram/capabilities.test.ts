import { describe, expect, it } from "vitest";
import { capabilitiesFor } from "./capabilities.ts";

describe("capabilities per client", () => {
  it("asks for fullscreen on Telegram's phone apps only", () => {
    for (const phone of ["ios", "android", "android_x"]) expect(capabilitiesFor(phone).fullscreen).toBe(true);
    for (const desktop of ["tdesktop", "macos", "web", "weba", "webk", "unigram", "unknown"])
      expect(capabilitiesFor(desktop).fullscreen).toBe(false);
  });

  it("always keeps vertical swipes from closing the app and shows the Settings item", () => {
    expect(capabilitiesFor("tdesktop")).toMatchObject({ disableVerticalSwipes: true, settingsButton: true });
    expect(capabilitiesFor("ios")).toMatchObject({ disableVerticalSwipes: true, settingsButton: true });
  });
});
