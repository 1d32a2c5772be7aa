import type { CatalogueLocale } from "@jadeverse/api/client/i18n";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setFigureLocale } from "../lib/figure-locale.ts";
import { userKeys } from "../lib/queries/users.ts";
import { createAppStore } from "../state/store.ts";
import { localeAtom } from "./locale.ts";
import { defineMessages, preloadLocale } from "./messages.ts";
import { startI18n, switchLocale } from "./start.ts";

/** A catalogue whose arrival the test decides (a slow network for one language). */
function heldBack() {
  let arrive = () => {};
  const loaded = new Promise<{ default: Record<string, string> }>((resolve) => {
    arrive = () => resolve({ default: { greeting: "held" } });
  });
  return { loaded, arrive };
}

const at = (messages: Record<string, string>) => () => Promise.resolve({ default: messages });

/** An area on screen whose catalogue in `slow` arrives only when the test says so. */
function areaSlowIn(slow: CatalogueLocale) {
  const held = heldBack();
  const others = Object.fromEntries(
    (["ru", "ar", "es"] as const).map((locale) => [
      `./messages/${locale}.json`,
      locale === slow ? () => held.loaded : at({ greeting: locale }),
    ]),
  );
  defineMessages({ greeting: "hello" }, others, {});
  return held;
}

/** The shell's language, once a switch under way has landed (however long the machine takes). */
const speaks = (store: ReturnType<typeof createAppStore>, locale: CatalogueLocale) =>
  vi.waitFor(() => expect(store.get(localeAtom)).toBe(locale));

/**
 * Lets a switch to `locale` that is under way finish: its catalogues are those `preloadLocale` waits
 * for, and what follows them in the switch is a turn of the event loop at most.
 */
async function afterSwitchesTo(locale: CatalogueLocale) {
  await preloadLocale(locale);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("switching the shell's language", () => {
  // A shell's switch sets the page-wide figure locale: the next test file in this worker reads English.
  afterEach(() => setFigureLocale("en"));

  it("keeps the last language asked for when an earlier one's catalogues arrive after it", async () => {
    const store = createAppStore();
    const russian = areaSlowIn("ru");
    const toRussian = switchLocale(store, "ru");
    await switchLocale(store, "ar");
    expect(store.get(localeAtom)).toBe("ar");
    russian.arrive();
    await toRussian;
    expect(store.get(localeAtom)).toBe("ar");
  });

  it("follows the account's language as the server answers it, and a refetch of the old answer does not undo a choice just made", async () => {
    const store = createAppStore();
    const queryClient = new QueryClient();
    let accountLanguage = "es";
    queryClient.setQueryDefaults(userKeys.me(), {
      queryFn: () => Promise.resolve({ language: accountLanguage }),
    });
    startI18n(store, queryClient, null);
    await queryClient.fetchQuery({ queryKey: userKeys.me() });
    await speaks(store, "es");

    // The player picks Arabic here while an area newly on screen has yet to load Spanish; the
    // save's refetch first reports the old answer (Spanish) as it invalidates, then Arabic.
    const spanish = areaSlowIn("es");
    await switchLocale(store, "ar");
    accountLanguage = "ar";
    await queryClient.invalidateQueries({ queryKey: userKeys.me(), refetchType: "all" });
    spanish.arrive();
    await afterSwitchesTo("es");
    expect(store.get(localeAtom)).toBe("ar");

    // A choice made on another device arrives with the next answer.
    accountLanguage = "ru";
    await queryClient.refetchQueries({ queryKey: userKeys.me() });
    await speaks(store, "ru");

    // Signed out, the visitor picks Spanish; the next player to sign in chose Russian: Russian.
    queryClient.removeQueries({ queryKey: userKeys.me() });
    await switchLocale(store, "es");
    await queryClient.fetchQuery({ queryKey: userKeys.me() });
    await speaks(store, "ru");
  });
});
