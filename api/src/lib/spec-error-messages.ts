/**
 * The spec's messages the front ends show as they are (docs/product/platform.md §8, docs/product/economy.md §8), part of the catalogue
 * (errors.ts) and a module of their own: a shell's first load carries these few, not the whole catalogue.
 */
export const SPEC_ERROR_MESSAGES = {
  USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR: "User with this email is already created.",
  VERIFICATION_TOKEN_INTERVAL_TOO_SMALL: "You must wait before sending a new email!",
  NOT_ENOUGH_GEMS_ERROR: "Not enough gems!",
  INSUFFICIENT_BALANCE_ERROR: "Insufficient balance!",
  SKIN_ALREADY_OWNED_ERROR: "Skin already owned!",
  ALREADY_PLAYING: "You already have an active game session",
} as const;
