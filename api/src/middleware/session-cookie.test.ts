import { describe, expect, it } from "vitest";
import { missingSessionHint } from "./session-cookie.ts";

describe("the session hint a page answer adds", () => {
  it("is added only when a session cookie came without its hint", () => {
    expect(missingSessionHint(null, false, 60)).toBeNull();
    expect(missingSessionHint("theme=dark", false, 60)).toBeNull();
    expect(missingSessionHint("access_token=abc; signed_in=1", false, 60)).toBeNull();
    expect(missingSessionHint("theme=dark; access_token=abc", false, 86400)).toBe(
      "signed_in=1; Max-Age=86400; Path=/; SameSite=Lax",
    );
    expect(missingSessionHint("access_token=abc", true, 60)).toBe(
      "signed_in=1; Max-Age=60; Path=/; SameSite=None; Secure",
    );
    // A cookie whose name only starts like ours is not ours.
    expect(missingSessionHint("access_token_old=abc", false, 60)).toBeNull();
  });
});
