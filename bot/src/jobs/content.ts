import { type Airdrop, airdropSchema } from "@jadeverse/db/broadcasts/airdrop";
import type { Job } from "@jadeverse/db/broadcasts/jobs";
import { type Segment, segmentSchema } from "@jadeverse/db/broadcasts/segments";
import { InlineKeyboard } from "grammy";
import type { InlineKeyboardMarkup, MessageEntity } from "grammy/types";
import { z } from "zod";
import { miniAppUrl } from "../keyboards/launch.ts";

/** A button under a broadcast: a link, or the Mini App opened at one of its pages. */
export const buttonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("url"), text: z.string().min(1).max(64), url: z.url({ protocol: /^https?$/ }) }),
  z.object({
    kind: z.literal("web_app"),
    text: z.string().min(1).max(64),
    page: z.string().regex(/^[A-Za-z0-9_\-/]{0,64}$/),
  }),
]);
export type JobButton = z.infer<typeof buttonSchema>;

/**
 * What players receive: formatted text (Telegram's own `entities`, kept as sent to the bot) or a photo
 * with a caption, and optional buttons. Stored as JSON in `bot_jobs.message`. `step` is where a draft's
 * guided flow is (drafts only).
 */
export const messageContentSchema = z.object({
  text: z.string().max(4096).default(""),
  entities: z.array(z.custom<MessageEntity>((v) => typeof v === "object" && v !== null)).default([]),
  photoFileId: z.string().optional(),
  buttons: z.array(buttonSchema).max(8).default([]),
  step: z.string().optional(),
});
export type MessageContent = z.infer<typeof messageContentSchema>;

/** A job's content, segment and airdrop, validated out of their JSON columns. */
export function parseJob(job: Job): {
  content: MessageContent;
  segment: Segment | null;
  airdrop: Airdrop | null;
} {
  const segment = segmentSchema.safeParse(job.segment);
  const airdrop = job.airdrop ? airdropSchema.safeParse(job.airdrop) : null;
  return {
    content: messageContentSchema.parse(job.message),
    segment: segment.success ? segment.data : null,
    airdrop: airdrop?.success ? airdrop.data : null,
  };
}

/** Parses `100 gems`, `500 coins` or `item 12`. */
export function parseAirdrop(text: string): Airdrop | null {
  const t = text.trim().toLowerCase();
  const currency = t.match(/^(\d{1,7})\s*(gems?|coins?)$/);
  const item = t.match(/^item\s*#?(\d{1,9})$/);
  const raw = currency
    ? {
        kind: "currency",
        amount: Number(currency[1]),
        currency: currency[2]?.startsWith("gem") ? "gems" : "coins",
      }
    : item
      ? { kind: "item", itemId: Number(item[1]) }
      : null;
  const parsed = airdropSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function describeAirdrop(airdrop: Airdrop): string {
  return airdrop.kind === "currency" ? `${airdrop.amount} ${airdrop.currency}` : `item #${airdrop.itemId}`;
}

/**
 * Parses the buttons step: one button a line, `URL text | https://…` or `Mini App text | page`.
 * Returns the buttons, or the first bad line.
 */
export function parseButtons(text: string): { ok: true; buttons: JobButton[] } | { ok: false; line: string } {
  const buttons: JobButton[] = [];
  for (const line of text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const m = line.match(/^(URL|Mini App)\s+(.+?)\s*\|\s*(\S*)$/i);
    const raw = m
      ? m[1]?.toLowerCase() === "url"
        ? { kind: "url", text: m[2], url: m[3] }
        : { kind: "web_app", text: m[2], page: (m[3] ?? "").replace(/^\/+/, "") }
      : null;
    const parsed = buttonSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, line };
    buttons.push(parsed.data);
  }
  return buttons.length > 8 ? { ok: false, line: "at most 8 buttons" } : { ok: true, buttons };
}

export type OutgoingMessage =
  | { method: "sendMessage"; params: Record<string, unknown> }
  | { method: "sendPhoto"; params: Record<string, unknown> };

export function contentKeyboard(
  content: MessageContent,
  publicUrl: string,
): InlineKeyboardMarkup | undefined {
  if (content.buttons.length === 0) return undefined;
  const keyboard = new InlineKeyboard();
  for (const button of content.buttons) {
    if (button.kind === "url") keyboard.url(button.text, button.url);
    else keyboard.webApp(button.text, `${miniAppUrl(publicUrl)}${button.page}`);
    keyboard.row();
  }
  return { inline_keyboard: keyboard.inline_keyboard.filter((row) => row.length > 0) };
}

/**
 * The Bot API call delivering `content` to `chatId`: the same for every player and for the manager's
 * preview, so the preview is exactly what players get.
 */
export function outgoingMessage(
  content: MessageContent,
  chatId: string | number,
  publicUrl: string,
): OutgoingMessage {
  const reply_markup = contentKeyboard(content, publicUrl);
  const markup = reply_markup ? { reply_markup } : {};
  if (content.photoFileId) {
    const entities = content.entities.length ? { caption_entities: content.entities } : {};
    return {
      method: "sendPhoto",
      params: { chat_id: chatId, photo: content.photoFileId, caption: content.text, ...entities, ...markup },
    };
  }
  const entities = content.entities.length ? { entities: content.entities } : {};
  return {
    method: "sendMessage",
    params: {
      chat_id: chatId,
      text: content.text,
      ...entities,
      ...markup,
      link_preview_options: { is_disabled: true },
    },
  };
}
