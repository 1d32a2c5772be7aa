import { ERROR_CODES } from "@jadeverse/api/client/errors";
import type { ProfileMessage } from "./messages.ts";

/**
 * Profile Settings tab (docs/product/economy.md §2 Profile, §5 rules, §8 messages): its texts are
 * the area's catalogue (messages/, docs/i18n.md).
 */

/** The API's DEMO_IDENTITY_LOCKED message, shown before the player tries. */
export const DEMO_LOCKED = ERROR_CODES.DEMO_IDENTITY_LOCKED;

/** Privacy toggles (docs/product/economy.md §2, §6): shown, premium-only and disabled. */
export const PRIVACY_TOGGLES: readonly { id: string; label: ProfileMessage }[] = [
  { id: "hide-profile", label: "privacyHideProfile" },
  { id: "hide-stats", label: "privacyHideStats" },
  { id: "hide-online", label: "privacyHideOnline" },
];
