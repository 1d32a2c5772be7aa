import { describe, expect, it } from "vitest";
import { formatDate } from "../../lib/format.ts";
import { telegramReferralLink, webReferralLink } from "../../lib/invite.ts";
import { COMING_SOON_BODY, SETTINGS_TAB_LABELS, SETTINGS_TABS } from "./constants.ts";
import { settingsMessages } from "./messages.ts";
import type { GameFigures, GameStatistics } from "./settings-queries.ts";
import {
  averageBetSize,
  averageSessionSeconds,
  gameTabs,
  hasBetaAccess,
  mostPlayedGame,
  referralDate,
  settingsTabFrom,
  statisticsGameFrom,
  wonInCurrency,
} from "./settings-rules.ts";

const figures = (overrides: Partial<GameFigures> = {}): GameFigures => ({
  totalPlays: 0,
  totalWins: 0,
  winRate: 0,
  coinsWagered: 0,
  coinsWon: 0,
  gemsWagered: 0,
  gemsWon: 0,
  playTime: 0,
  sessions: 0,
  ...overrides,
});

const statistics = (
  games: Partial<Record<string, GameFigures>>,
  favourite: string | null = null,
): GameStatistics =>
  ({
    gameStatistics: games,
    favoriteGame: favourite ? { gameType: favourite } : null,
  }) as GameStatistics;

describe("settings tabs from the URL", () => {
  it("opens the named tab, else Referral Program", () => {
    expect(settingsTabFrom("statistics")).toBe("statistics");
    expect(settingsTabFrom("favorites")).toBe("favorites");
    expect(settingsTabFrom(null)).toBe("referral");
    expect(settingsTabFrom("nope")).toBe("referral");
  });

  it("reads a game sub-tab, else the Overview", () => {
    expect(statisticsGameFrom("crash")).toBe("crash");
    expect(statisticsGameFrom("overview")).toBeNull();
    expect(statisticsGameFrom("__proto__")).toBeNull();
  });
});

describe("statistics", () => {
  it("lists the default game tabs, then other played games", () => {
    expect(gameTabs(undefined)).toEqual(["crash", "roulette", "blackjack", "jetpack"]);
    expect(
      gameTabs(
        statistics({
          roulette: figures({ totalPlays: 3 }),
          baccarat: figures({ totalPlays: 2 }),
          jetski: figures(),
        }),
      ),
    ).toEqual(["crash", "roulette", "blackjack", "jetpack", "baccarat"]);
  });

  it("takes the favourite as the most played game, else Bound In Gold", () => {
    expect(mostPlayedGame(undefined)).toBe("bound-in-gold");
    expect(mostPlayedGame(statistics({}, "roulette"))).toBe("roulette");
  });

  it("averages bets and sessions without dividing by zero", () => {
    expect(averageBetSize({ totalCoinsWagered: 1_000, totalGamesPlayed: 4 })).toBe(250);
    expect(averageBetSize({ totalCoinsWagered: 0, totalGamesPlayed: 0 })).toBe(0);
    expect(averageSessionSeconds({ playTime: 600, sessions: 3 })).toBe(200);
    expect(averageSessionSeconds({ playTime: 600, sessions: 0 })).toBe(0);
  });

  it("counts winnings in the game's currency", () => {
    const won = figures({ coinsWon: 500, gemsWon: 7 });
    expect(wonInCurrency("crash", won)).toBe(7);
    expect(wonInCurrency("roulette", won)).toBe(500);
  });
});

describe("player and links", () => {
  it("grants beta for true or 't' only", () => {
    expect(hasBetaAccess(true)).toBe(true);
    expect(hasBetaAccess("t")).toBe(true);
    expect(hasBetaAccess(false)).toBe(false);
    expect(hasBetaAccess("f")).toBe(false);
    expect(hasBetaAccess(undefined)).toBe(false);
  });

  it("builds the web and Telegram referral links", () => {
    expect(webReferralLink("https://jadeverse.test", "JVABCD2345")).toBe(
      "https://jadeverse.test/?referral=JVABCD2345",
    );
    expect(telegramReferralLink("jade_bot", "JVABCD2345")).toBe("https://t.me/jade_bot?startapp=JVABCD2345");
  });

  it("writes a referral's sign-up date as English's formatDate does, and in the player's language", () => {
    const when = "2026-12-06T13:00:00.000Z";
    expect(referralDate(when, "en")).toBe(formatDate(when));
    expect(referralDate(when, "en-XA")).toBe(formatDate(when));
    expect(referralDate(when, "ru")).toBe(
      new Date(when).toLocaleDateString("ru", { year: "numeric", month: "short", day: "numeric" }),
    );
    expect(referralDate("not a date", "es")).toBeUndefined();
  });

  it("names every tab and every empty tab's body with a message of its own", () => {
    const english = (id: string) => settingsMessages.english._(id);
    expect(SETTINGS_TABS.map((tab) => english(SETTINGS_TAB_LABELS[tab.id]))).toEqual([
      "Statistics",
      "Referral Program",
      "Profile Settings",
      "Payment Settings",
      "Deposits",
      "Withdrawals",
      "Favorites",
    ]);
    for (const body of Object.values(COMING_SOON_BODY)) expect(english(body)).not.toBe(body);
  });
});
