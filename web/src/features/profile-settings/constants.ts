import { ERROR_CODES } from "@jadeverse/api/client/errors";

/** Profile Settings tab (docs/product/economy.md §2 Profile, §5 rules, §8 messages). */

export const PROFILE_TEXT = {
  loadFailed: "Failed to load your profile.",
  personalTitle: "Personal data",
  nameLabel: "Name",
  nicknameLabel: "Nickname",
  emailLabel: "E-mail",
  currentPasswordLabel: "Current password",
  emailProofHint:
    "Changing your e-mail needs your current password. We mail a confirmation link to the new address and sign you out on your other devices.",
  emailTelegramProofHint:
    "Telegram confirms it's you. We mail a confirmation link to the new address and sign you out on your other devices.",
  telegramOnlyEmail:
    "Your account signs in with Telegram and has no password. Add an e-mail from the JadeVerse app in Telegram, which confirms it's you.",
  pendingEmail: (address: string) =>
    `Waiting for confirmation: we sent a link to ${address}. Your e-mail stays the current one until you open it.`,
  save: "Save changes",
  avatarTitle: "Avatar",
  avatarEmpty: "You have no avatars yet. Get one in the store.",
  avatarCurrent: "Current",
  /** Not in the spec: `GET /api/skins/me` failed. */
  avatarLoadFailed: "Failed to load your avatars.",
  passwordTitle: "Change password",
  oldPasswordLabel: "Old password",
  newPasswordLabel: "New password",
  repeatPasswordLabel: "Repeat new password",
  telegramNoPassword: "Your account signs in with Telegram and has no password to change.",
  passwordSessionsNote: "Changing your password signs you out on every other device.",
  passwordSubmit: "Change password",
  privacyTitle: "Privacy",
  privacyLocked: "Privacy settings are a premium feature and are not available yet.",
  walletTitle: "Wallet settings",
  walletLabel: "Metamask wallet address",
  walletPlaceholder: "0x…",
  walletHint: "Optional: an EVM (Ethereum) address starting with 0x. Leave empty to remove it.",
  walletSave: "Save wallet address",
  /** The API's DEMO_IDENTITY_LOCKED message, shown before the player tries. */
  demoLocked: ERROR_CODES.DEMO_IDENTITY_LOCKED,
} as const;

/** docs/product/economy.md §8 success toasts. */
export const PROFILE_SUCCESS = {
  profile: "Profile updated successfully!",
  password: "Password changed successfully!",
  passwordSessions: "Password changed successfully! You have been signed out on your other devices.",
  wallet: "Wallet address updated successfully!",
  avatar: "Avatar changed successfully!",
} as const;

/** docs/product/economy.md §8 defaults for unexpected failures, and the avatar failure toast. */
export const PROFILE_FAILURE = {
  profile: "Failed to update profile.",
  password: "Failed to change password. Please check your old password and try again.",
  wallet: "Failed to update wallet address.",
  avatar: "Failed to change avatar",
} as const;

/** docs/product/economy.md §5 client-side messages. */
export const PROFILE_RULE_MESSAGES = {
  oldPasswordRequired: "Please enter your old password",
  allPasswordFields: "Please fill in all password fields",
  passwordsMismatch: "New passwords do not match",
  passwordTooShort: "New password must be at least 8 characters long",
  invalidWallet: "Please enter a valid Ethereum wallet address",
} as const;

/** Privacy toggles (docs/product/economy.md §2, §6): shown, premium-only and disabled. */
export const PRIVACY_TOGGLES = [
  { id: "hide-profile", label: "Hide my profile from other players" },
  { id: "hide-stats", label: "Hide my statistics" },
  { id: "hide-online", label: "Hide my online status" },
] as const;
