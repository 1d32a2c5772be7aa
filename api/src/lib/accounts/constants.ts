/** Account rules that the spec leaves to us, named once. */

/** Registration password length (spec: "not shown"); we use the settings rule, 8. */
export const REGISTER_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** docs/product/economy.md §9: settings minimum 8, reset minimum 6. */
export const CHANGE_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MIN = 6;
/** Nickname and name lengths live with the display-name rules: `@jadeverse/db/users/display-name`. */
export const EMAIL_MAX = 254;
/** The longest referral code a sign-up form accepts (ours: codes we issue are shorter; room for vanity codes). */
export const REFERRAL_CODE_MAX = 32;
/** docs/product/economy.md §9: 100 gems per referred friend, paid when the friend's account is verified. */
export const REFERRAL_BONUS_GEMS = 100;
/** Ours: every new player starts with a welcome grant so the free-to-play loop can start at once. */
export const WELCOME_GRANT = { gems: 10, coins: 50_000 } as const;
/** docs/product/platform.md §3 region options. */
export const REGIONS = ["Europe", "North America", "South America", "Asia", "Australia", "Africa"] as const;
