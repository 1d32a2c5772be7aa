import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const origin = (fallback: string) =>
  z
    .url({ protocol: /^https?$/ })
    .default(fallback)
    .transform((v) => v.replace(/\/+$/, ""));

/** The bot's configuration variables; the API process passes its own environment through the same schema. */
export const botEnvSchema = z
  .object({
    /** From @BotFather. Unset: the bot is off (one log line), everything else keeps working. */
    BOT_TOKEN: optionalString.refine((v) => v === undefined || /^\d+:[\w-]+$/.test(v), {
      message: "expected a Bot API token like 123456:ABC-def",
    }),
    /** Username without "@"; when unset the bot's own `getMe` username is used for deep links. */
    BOT_USERNAME: optionalString.transform((v) => v?.replace(/^@/, "")),
    /** Bot API server (a local `telegram-bot-api` or a test stand-in); no trailing slash. */
    TELEGRAM_API_ROOT: origin("https://api.telegram.org"),
    /** Public origin of the platform; the Mini App lives at `${PUBLIC_URL}/tg-app/`. */
    PUBLIC_URL: origin("http://localhost:3000"),
    /** `secret_token` Telegram echoes in X-Telegram-Bot-Api-Secret-Token on webhook calls. */
    BOT_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || /^[\w-]{1,256}$/.test(v), {
      message: "1-256 characters of A-Z, a-z, 0-9, _ and -",
    }),
    /**
     * Telegram user ids of the community managers, comma-separated (e.g. `11111,22222`): they may
     * `/broadcast`, `/airdrop` and `/refund`. Written to `bot_roles` when the bot starts.
     */
    COMMUNITY_MANAGER_IDS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .refine((ids) => ids.every((id) => /^\d{1,20}$/.test(id)), {
        message: "expected comma-separated numeric Telegram user ids",
      }),
    /** Broadcast messages per second over all chats (Telegram allows about 30). */
    BROADCAST_RATE_PER_SECOND: z.coerce.number().positive().max(30).default(29.5),
  })
  .transform((env) => ({
    token: env.BOT_TOKEN,
    username: env.BOT_USERNAME,
    apiRoot: env.TELEGRAM_API_ROOT,
    publicUrl: env.PUBLIC_URL,
    webhookSecret: env.BOT_WEBHOOK_SECRET,
    communityManagerIds: env.COMMUNITY_MANAGER_IDS,
    broadcastRatePerSecond: env.BROADCAST_RATE_PER_SECOND,
    /** Webhook with a public https URL and a secret; long polling otherwise. */
    mode: (env.BOT_WEBHOOK_SECRET && env.PUBLIC_URL.startsWith("https://") ? "webhook" : "polling") as
      | "webhook"
      | "polling",
  }));

export type BotConfig = z.output<typeof botEnvSchema>;

/** Thrown by {@link parseBotEnv}; `issues` holds one `FIELD: message` line per bad variable (never a value). */
export class BotEnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid bot configuration: ${issues.join("; ")}`);
    this.name = "BotEnvError";
  }
}

/**
 * Validates the bot's variables out of any record (`process.env`, or the API's parsed env object);
 * unrelated keys are ignored. Throws {@link BotEnvError}.
 */
export function parseBotEnv(source: Readonly<Record<string, unknown>>): BotConfig {
  const parsed = botEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new BotEnvError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
}

/** For the standalone bot process: parses `process.env`, printing each bad field and exiting on error. */
export function loadBotEnv(source: Readonly<Record<string, unknown>> = process.env): BotConfig {
  try {
    return parseBotEnv(source);
  } catch (err) {
    if (!(err instanceof BotEnvError)) throw err;
    console.error("Invalid configuration:");
    for (const issue of err.issues) console.error(`  ${issue}`);
    process.exit(1);
  }
}
