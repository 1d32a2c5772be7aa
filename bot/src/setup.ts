import type { Api } from "grammy";
import type { BotConfig } from "./env.ts";
import { miniAppUrl } from "./keyboards/launch.ts";
import { COMMANDS, MENU_BUTTON } from "./texts.ts";

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
  await api.setMyCommands(COMMANDS.map(({ command, description }) => ({ command, description })));
  const url = miniAppUrl(config.publicUrl);
  await api.setChatMenuButton({
    menu_button: url.startsWith("https://")
      ? { type: "web_app", text: MENU_BUTTON, web_app: { url } }
      : { type: "commands" },
  });
}
