// The API for front ends, part one: types, the typed `hc` client and plain shared constants. Every
// module reached from here is plain data (the db's enums and constants, never drizzle) and the
// package is free of side effects, so a bundle keeps only what a page imports. The response schemas,
// the realtime event names and the fairness verifier are `@jadeverse/api/client/contracts`
// (client-contracts.ts): a shell's entry imports this module at start-up, and whatever it reaches
// lands in the first load, so the contracts, with zod, load with the pages that parse with them.
import { hc } from "hono/client";
import type { AppType } from "./app.ts";

export { MINI_APP_BASENAME, MINI_APP_PAGES, MINI_APP_PATH, type MiniAppPage } from "@jadeverse/db/deep-links";
/** Plain value sets of the db's schema (the store's are `@jadeverse/api/client/store`). */
export {
  BREAK_KINDS,
  type BreakKind,
  TERMS_VERSION,
  TUTORIAL_STEPS,
  type TutorialStep,
} from "@jadeverse/db/enums/users";
export { GAME_TYPES, type GameType, LOBBY_GAMES, type LobbyGame } from "@jadeverse/db/game-types";
/** Account rules the forms check before sending (one source: the server validates the same numbers). */
export { NAME_MAX, NICKNAME_MAX } from "@jadeverse/db/users/display-name-limits";
/** The level curve's titles (the dashboard's default before the player's XP loads). */
export {
  CHANGE_PASSWORD_MIN,
  EMAIL_MAX,
  PASSWORD_MAX,
  REFERRAL_BONUS_GEMS,
  REFERRAL_CODE_MAX,
  REGIONS,
  REGISTER_PASSWORD_MIN,
  RESET_PASSWORD_MIN,
} from "./lib/accounts/constants.ts";
export type { ErrorBody, ErrorCode } from "./lib/errors.ts";
/** Feature flags with the spec's defaults: the front ends start from them until public-config answers. */
export { FLAG_DEFAULTS, type FlagName, type Flags } from "./lib/flags.ts";
export { LEADERBOARD_DEFAULT_LIMIT } from "./lib/leaderboard/constants.ts";
export { DEFAULT_QUEUE_GAME, HEARTBEAT_INTERVAL_MS } from "./lib/queue/constants.ts";
export type { UserDto } from "./lib/users/present.ts";
export { WAITLIST_NAME_MAX } from "./lib/waitlist/constants.ts";
export { DEGREES_PER_SECTION, HISTORY_PAGE_SIZE, WHEEL_SECTION_COUNT } from "./lib/wheel/constants.ts";
export type { AppType };

export type ApiClient = ReturnType<typeof hc<AppType>>;

/** A typed client rooted at the platform origin (paths include `/api`). */
export const createApiClient = (baseUrl: string, options?: Parameters<typeof hc>[1]): ApiClient =>
  hc<AppType>(baseUrl, options);
