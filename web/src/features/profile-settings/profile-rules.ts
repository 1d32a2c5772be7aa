import { CHANGE_PASSWORD_MIN } from "@jadeverse/api/client";
import type { Translate } from "../../i18n/messages.ts";
import { ApiRequestError, errorMessage } from "../../lib/api-client.ts";
import type { ProfileMessage } from "./messages.ts";

/**
 * Why the e-mail or the password cannot be changed here. A demo persona and a demo visit's private
 * copy have their identity locked (`identityLocked`, the server's DEMO_IDENTITY_LOCKED). An account
 * with Telegram but no e-mail has no password: nothing to change, and an e-mail can be added only
 * with a fresh Telegram proof (`hasTelegramProof`: the Mini App's launch data).
 */
export function identityLock(
  player: { identityLocked: boolean; email: string | null; telegram: unknown },
  hasTelegramProof = false,
): "demo" | "telegram" | null {
  if (player.identityLocked) return "demo";
  if (player.email === null && !hasTelegramProof) return "telegram";
  return null;
}

/** docs/product/economy.md §5: the name is split at the first space into firstName and the rest as lastName. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The Name field's value for a player's stored names. */
export const joinName = (firstName: string | null, lastName: string | null): string =>
  [firstName ?? "", lastName ?? ""].filter((part) => part.length > 0).join(" ");

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** A broken rule: its message in the area's catalogue, with the values the message shows. */
export interface RuleProblem {
  id: ProfileMessage;
  values?: { min: number };
}

/**
 * docs/product/economy.md §5 change-password rules in the spec's order: old password, all three fields, the two new
 * ones match, at least 8 characters. The first broken rule's message, or null.
 */
export function passwordChangeProblem({
  oldPassword,
  newPassword,
  repeatPassword,
}: PasswordChange): RuleProblem | null {
  if (!oldPassword) return { id: "ruleOldPasswordRequired" };
  if (!newPassword || !repeatPassword) return { id: "ruleAllPasswordFields" };
  if (newPassword !== repeatPassword) return { id: "rulePasswordsMismatch" };
  if (newPassword.length < CHANGE_PASSWORD_MIN)
    return { id: "rulePasswordTooShort", values: { min: CHANGE_PASSWORD_MIN } };
  return null;
}

const WALLET = /^0x[0-9a-fA-F]{40}$/;

/** docs/product/economy.md §5: the wallet address is optional; if given, 0x and 40 hex characters. */
export const walletProblem = (address: string): ProfileMessage | null =>
  address.trim() === "" || WALLET.test(address.trim()) ? null : "ruleInvalidWallet";

/**
 * The message for a failed profile call: a refusal (4xx) carries one of the API's typed codes and shows
 * its message (the error catalogue's, in the player's language), a network failure shows
 * the app-wide network message, and anything unexpected (5xx, no code) shows the spec's default for
 * the action (`fallback`), each in the player's language (`t`). docs/product/economy.md §8's texts for a backend that does not answer the route at all do
 * not apply: this page ships with its API (docs/product/decisions.md).
 */
export function profileErrorMessage(
  error: unknown,
  fallback: ProfileMessage,
  t: Translate<ProfileMessage>,
): string {
  if (!(error instanceof ApiRequestError)) return t(fallback);
  if (error.status === 0) return errorMessage(error);
  if (error.status >= 500 || !error.code) return t(fallback);
  if (error.code === "VALIDATION_ERROR") return fieldMessage(error.message, t);
  return errorMessage(error);
}

/** The API names a refused field by its key ("nickname: Must not be empty"); the page by its label. */
const FIELD_LABELS: Readonly<Record<string, ProfileMessage>> = {
  firstName: "nameLabel",
  lastName: "nameLabel",
  nickname: "nicknameLabel",
  email: "emailLabel",
  currentPassword: "currentPasswordLabel",
  oldPassword: "oldPasswordLabel",
  newPassword: "newPasswordLabel",
  walletAddress: "walletLabel",
};

function fieldMessage(message: string, t: Translate<ProfileMessage>): string {
  const match = /^(\w+): (.+)$/s.exec(message);
  const label = match?.[1] ? FIELD_LABELS[match[1]] : undefined;
  return label && match?.[2] ? `${t(label)}: ${match[2]}` : message;
}
