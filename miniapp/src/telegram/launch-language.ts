/**
 * The player's Telegram language (`user.language_code` in the launch's initData, an IETF tag such
 * as `ru` or `pt-br`); null when the launch carries none or it does not read. Only a preference: the
 * API verifies initData, this reads it for nothing that matters to security.
 */
export function launchLanguageCode(rawInitData: string): string | null {
  try {
    const user = JSON.parse(new URLSearchParams(rawInitData).get("user") ?? "null") as {
      language_code?: unknown;
    } | null;
    return typeof user?.language_code === "string" ? user.language_code : null;
  } catch {
    return null;
  }
}
