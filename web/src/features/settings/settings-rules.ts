import { GAME_TYPES, type GameType } from "@jadeverse/api/client";
import type { CatalogueLocale } from "@jadeverse/api/client/i18n";
import { GAMES } from "../../lib/games.ts";
import {
  DEFAULT_GAME_TABS,
  DEFAULT_MOST_PLAYED,
  DEFAULT_SETTINGS_TAB,
  SETTINGS_TABS,
  type SettingsTabId,
} from "./constants.ts";
import type { GameFigures, GameStatistics, UserStatistics } from "./settings-queries.ts";

/** The tab a `?tab=` value names; anything else (missing, mistyped) opens the default, Referral Program. */
export function settingsTabFrom(value: string | null): SettingsTabId {
  return SETTINGS_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_SETTINGS_TAB;
}

export const isGameType = (value: string | null): value is GameType =>
  value !== null && (GAME_TYPES as readonly string[]).includes(value);

/** The statistics tab's sub-tab a `?game=` value names: a game type, else the Overview (`null`). */
export function statisticsGameFrom(value: string | null): GameType | null {
  return isGameType(value) ? value : null;
}

/**
 * The game tabs (docs/product/economy.md §2): the defaults (crash, roulette, blackjack, jetpack), then every other
 * game the player has played, in the order the API lists them.
 */
export function gameTabs(statistics: GameStatistics | undefined): GameType[] {
  const played = Object.entries(statistics?.gameStatistics ?? {})
    .filter(([game, figures]) => isGameType(game) && (figures?.totalPlays ?? 0) > 0)
    .map(([game]) => game as GameType);
  return [...DEFAULT_GAME_TABS, ...played.filter((game) => !DEFAULT_GAME_TABS.includes(game))];
}

/** The Most played card's game: the API's favourite, else Bound In Gold (docs/product/economy.md §2). */
export function mostPlayedGame(statistics: GameStatistics | undefined): GameType {
  const favourite = statistics?.favoriteGame?.gameType;
  return favourite && isGameType(favourite) ? favourite : DEFAULT_MOST_PLAYED;
}

/** A game's figures, or `undefined` when the API has none for it (the "No data" state). */
export function figuresOf(statistics: GameStatistics | undefined, game: GameType): GameFigures | undefined {
  return statistics?.gameStatistics?.[game];
}

/** Coins wagered per game played (0 before a first game). */
export function averageBetSize(statistics: Pick<UserStatistics, "totalCoinsWagered" | "totalGamesPlayed">) {
  return statistics.totalGamesPlayed > 0 ? statistics.totalCoinsWagered / statistics.totalGamesPlayed : 0;
}

/** Seconds per session of one game (0 without sessions). */
export function averageSessionSeconds(figures: Pick<GameFigures, "playTime" | "sessions">): number {
  return figures.sessions > 0 ? figures.playTime / figures.sessions : 0;
}

/** A game's won amount in its own currency (crash games gems, the others coins). */
export function wonInCurrency(game: GameType, figures: Pick<GameFigures, "coinsWon" | "gemsWon">): number {
  return GAMES[game].currency === "gems" ? figures.gemsWon : figures.coinsWon;
}

export function wageredInCurrency(
  game: GameType,
  figures: Pick<GameFigures, "coinsWagered" | "gemsWagered">,
): number {
  return GAMES[game].currency === "gems" ? figures.gemsWagered : figures.coinsWagered;
}

/** docs/product/economy.md §3: `hasBetaAccess` is `true` or the string `'t'`. */
export function hasBetaAccess(value: unknown): boolean {
  return value === true || value === "t";
}

/**
 * A referral's sign-up date in the player's language: English as lib/format.ts's formatDate writes it
 * ("Dec 6, 2026"), another language its own way ("6 дек. 2026 г."). Undefined when it does not read as a date.
 */
export function referralDate(when: string, locale: CatalogueLocale): string | undefined {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return undefined;
  const tag = locale === "en" || locale === "en-XA" ? "en-US" : locale;
  return date.toLocaleDateString(tag, { year: "numeric", month: "short", day: "numeric" });
}
