// The API contract for front ends: types, the typed `hc` client and plain shared constants; no server code at runtime.
import { hc } from "hono/client";
import type { AppType } from "./app.ts";

/** Feature flags with the spec's defaults: the front ends start from them until public-config answers. */
export { MINI_APP_PAGES, type MiniAppPage } from "@jadeverse/db/deep-links";
export { GAME_TYPES, type GameType } from "@jadeverse/db/game-types";
/** Account rules the forms check before sending (one source: the server validates the same numbers). */
export {
  EMAIL_MAX,
  PASSWORD_MAX,
  REGIONS,
  REGISTER_PASSWORD_MIN,
  RESET_PASSWORD_MIN,
} from "./lib/accounts/constants.ts";
export type { ErrorBody, ErrorCode } from "./lib/errors.ts";
/** The error catalogue's messages (the spec's, verbatim, for its codes): the front ends show these. */
export { ERROR_CODES } from "./lib/errors.ts";
/** Feedback and waitlist rules: the forms offer and check exactly what the server accepts. */
export {
  FEEDBACK_BROWSERS,
  FEEDBACK_DETECTED_MAX,
  FEEDBACK_DEVICE_TYPES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_STEPS_MAX,
  FEEDBACK_USERNAME_MAX,
  FEEDBACK_VALIDATION,
  RATING_MAX,
  RATING_MIN,
} from "./lib/feedback/constants.ts";
export { FLAG_DEFAULTS, type FlagName, type Flags } from "./lib/flags.ts";
export type { UserDto } from "./lib/users/present.ts";
export { WAITLIST_NAME_MAX } from "./lib/waitlist/constants.ts";
export { COUNTRY_CODES } from "./lib/waitlist/countries.ts";
export type { AppType };

export type ApiClient = ReturnType<typeof hc<AppType>>;

/** A typed client rooted at the platform origin (paths include `/api`). */
export const createApiClient = (baseUrl: string, options?: Parameters<typeof hc>[1]): ApiClient =>
  hc<AppType>(baseUrl, options);
