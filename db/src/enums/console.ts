/**
 * The operator's console roles (docs/operations.md "The operator's console"): `admin` (everything),
 * `support` (players and payments, no balance changes), `community` (broadcasts and airdrops).
 */
export const CONSOLE_ROLES = ["admin", "support", "community"] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
