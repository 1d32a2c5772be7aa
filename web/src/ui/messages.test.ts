import { LOCALES } from "@jadeverse/api/client/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uiMessages } from "./messages.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the ui catalogue", () => {
  it("says in English what the route error screen and the app's error fallbacks always said", () => {
    expect(uiMessages.english._("upd")).toBe("A new version of JadeVerse is available. Reload to continue.");
    expect(uiMessages.english._("err")).toBe("Something went wrong! Please try again.");
    expect(uiMessages.english._("net")).toBe("Network error. Please check your connection and try again.");
  });

  it("loads another language on demand, English at hand at once", async () => {
    expect(uiMessages.catalogue("en")).toBe(uiMessages.english);
    const russian = await uiMessages.catalogue("ru");
    expect(russian._("close")).toBe("Закрыть");
  });

  it("gives a text outside React in the page's language (<html lang>), English until it has arrived", async () => {
    // A copy of the module of its own: other test files in this worker may have loaded Spanish.
    vi.resetModules();
    const fresh = await import("./messages.ts");
    expect(fresh.uiText("net")).toBe("Network error. Please check your connection and try again.");
    vi.stubGlobal("document", { documentElement: { lang: "es" } });
    expect(fresh.uiText("err")).toBe("Something went wrong! Please try again.");
    await fresh.uiMessages.catalogue("es");
    expect(fresh.uiText("err")).toBe("¡Algo salió mal! Inténtalo de nuevo.");
    vi.stubGlobal("document", { documentElement: { lang: "xx" } });
    expect(fresh.uiText("err")).toBe("Something went wrong! Please try again.");
  });

  it("names each half of the feedback button with the word it shows, in every language (label in name)", async () => {
    for (const locale of LOCALES) {
      const i18n = await uiMessages.catalogue(locale);
      for (const [shown, spoken] of [
        ["feedbackShort", "sendFeedback"],
        ["bugShort", "reportBug"],
      ] as const)
        expect(i18n._(spoken).toLocaleLowerCase(locale), locale).toContain(
          i18n._(shown).toLocaleLowerCase(locale),
        );
    }
  });
});
