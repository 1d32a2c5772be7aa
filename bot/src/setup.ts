import { LOCALES, type Locale } from "@jadeverse/db/i18n/locales";
import type { Api } from "grammy";
import type { LanguageCode } from "grammy/types";
import type { BotConfig } from "./env.ts";
import { botMessages } from "./i18n.ts";
import { miniAppUrl } from "./keyboards/launch.ts";
import { COMMANDS, MENU_BUTTON } from "./texts.ts";

/** Telegram names a command list's language by its two-letter ISO 639-1 code (`pt`, not `pt-BR`). */
const commandLanguage = (locale: Locale) => locale.slice(0, 2) as LanguageCode;

/** Where the API receives Telegram's webhook calls. */
export const WEBHOOK_PATH = "/api/telegram/webhook";

export function webhookUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${WEBHOOK_PATH}`;
}

/**
 * What players see before they type: the command list, and the menu button opening the Mini App
 * (Telegram accepts only https web app URLs: on plain http the default commands menu stays).
 */
export async function announceBot(api: Api, config: BotConfig): Promise<void> {
  // English for everyone, then each other language for the users whose Telegram speaks it.
  const commands = (locale: Locale) =>
    COMMANDS.map(({ command, description }) => ({
      command,
      description: botMessages.t(locale, description),
    }));
  await api.setMyCommands(commands("en"));
  for (const locale of LOCALES.filter((l) => l !== "en"))
    await api.setMyCommands(commands(locale), { language_code: commandLanguage(locale) });
  const url = miniAppUrl(config.publicUrl);
  await api.setChatMenuButton({
    menu_button: url.startsWith("https://")
      ? { type: "web_app", text: MENU_BUTTON, web_app: { url } }
      : { type: "commands" },
  });
}
