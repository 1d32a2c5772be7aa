// A local stand-in for the Telegram Bot API (https://core.telegram.org/bots/api), speaking its wire
// protocol: `POST|GET /bot<token>/<method>` with JSON, urlencoded or multipart parameters, answering
// `{ ok: true, result }` or `{ ok: false, error_code, description, parameters? }` with that HTTP status.
import type { Message, Update, UserFromGetMe } from "grammy/types";

export type Params = Record<string, unknown>;
export interface RecordedCall {
  method: string;
  params: Params;
  /** When it arrived (`performance.now()`). */
  at: number;
  /** The HTTP status answered (0 while the answer is pending). */
  status: number;
}
export type Failure =
  | { kind: "retry_after"; seconds: number }
  | { kind: "blocked" }
  | { kind: "error"; code: number; description: string };
type Handler = (params: Params) => unknown;

export interface StandInOptions {
  token?: string;
  me?: Partial<UserFromGetMe>;
  /** How long an empty getUpdates is held before answering `[]` (long-poll-ish, but quick). */
  holdMs?: number;
  /**
   * Telegram's flood limits on sendMessage / sendPhoto, answered with 429 and `retry_after` like
   * Telegram: at most `perSecond` sends in any sliding 1 s window overall, and `perChatPerSecond` (default
   * 1) per chat. Off when unset.
   */
  rateLimit?: { perSecond: number; perChatPerSecond?: number };
}

/** Runs before a call is answered (after it is recorded and passed the rate limit); may delay it. */
export type Interceptor = (params: Params, call: RecordedCall) => void | Promise<void>;

const BLOCKED = "Forbidden: bot was blocked by the user";
const DEFAULT_TOKEN = "123456:TEST-token_for-stand-in";

export async function startBotApiStandIn(options: StandInOptions = {}) {
  const token = options.token ?? DEFAULT_TOKEN;
  const holdMs = options.holdMs ?? 50;
  const me = {
    ...{ id: 123456, is_bot: true, first_name: "JadeVerse", username: "jadeverse_test_bot" },
    ...{ can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false },
    ...{ can_connect_to_business: false, has_main_web_app: false },
    ...options.me,
  } as UserFromGetMe;

  const calls: RecordedCall[] = [];
  const queue: Update[] = [];
  const failures = new Map<string, Failure[]>();
  const blockedChats = new Set<number>();
  let nextUpdateId = 1;
  let nextMessageId = 1;
  const waiters = new Set<() => void>();
  const interceptors = new Map<string, Interceptor>();
  const limiter = options.rateLimit ? floodLimiter(options.rateLimit) : undefined;

  const handlers = new Map<string, Handler>([
    ["getMe", () => me],
    ["deleteWebhook", () => true],
    ["setWebhook", () => true],
    ["setMyCommands", () => true],
    ["setChatMenuButton", () => true],
    ["sendMessage", (p) => sentMessage(p)],
    ["sendPhoto", (p) => sentMessage(p)],
    ["editMessageText", (p) => editedMessage(p)],
    ["editMessageReplyMarkup", () => true],
    ["answerCallbackQuery", () => true],
  ]);

  function editedMessage(p: Params): Message {
    return {
      message_id: Number(p.message_id),
      date: Math.floor(Date.now() / 1000),
      edit_date: Math.floor(Date.now() / 1000),
      chat: { id: Number(p.chat_id), type: "private", first_name: "Player" },
      from: me,
      text: String(p.text ?? ""),
      ...(p.reply_markup ? { reply_markup: p.reply_markup } : {}),
    } as Message;
  }

  function sentMessage(p: Params): Message | Failure {
    const chatId = Number(p.chat_id);
    if (blockedChats.has(chatId)) return { kind: "blocked" };
    return {
      message_id: nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: "private", first_name: "Player" },
      from: me,
      ...(p.photo
        ? {
            photo: [{ file_id: String(p.photo), file_unique_id: "u", width: 1, height: 1 }],
            caption: p.caption,
          }
        : { text: String(p.text ?? "") }),
      ...(p.reply_markup ? { reply_markup: p.reply_markup } : {}),
    } as Message;
  }

  async function getUpdates(p: Params): Promise<Update[]> {
    const offset = Number(p.offset ?? 0);
    const limit = Math.min(Number(p.limit ?? 100) || 100, 100);
    // Telegram forgets every update below the offset: that confirms them.
    while (queue.length > 0 && queue[0]!.update_id < offset) queue.shift();
    if (queue.length === 0 && Number(p.timeout ?? 0) > 0) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, holdMs);
        waiters.add(wake);
      });
    }
    return queue.slice(0, limit);
  }

  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    // Bun closes a request still unanswered after 10 s by default: a held getUpdates would be reset
    // (and grammY pause 3 s before polling again) instead of answered like Telegram's long poll.
    idleTimeout: Math.min(255, Math.ceil(holdMs / 1000) + 30),
    async fetch(req) {
      const arrivedAt = performance.now();
      const url = new URL(req.url);
      const match = url.pathname.match(/^\/bot([^/]+)\/([A-Za-z]+)$/);
      if (!match) return reply(404, { ok: false, error_code: 404, description: "Not Found" });
      const [, reqToken, method] = match as unknown as [string, string, string];
      if (reqToken !== token) return reply(401, { ok: false, error_code: 401, description: "Unauthorized" });
      const params = await readParams(req, url);
      const call: RecordedCall = { method, params, at: arrivedAt, status: 0 };
      calls.push(call);
      const answer = (response: Response) => {
        call.status = response.status;
        return response;
      };
      const failure = failures.get(method)?.shift();
      if (failure) return answer(fail(failure));
      const limited = limiter?.(method, params, call.at);
      if (limited) return answer(fail(limited));
      await interceptors.get(method)?.(params, call);
      if (method === "getUpdates") return reply(200, { ok: true, result: await getUpdates(params) });
      const handler = handlers.get(method);
      if (!handler)
        return answer(reply(404, { ok: false, error_code: 404, description: "Not Found: method not found" }));
      const result = await handler(params);
      if (isFailure(result)) return answer(fail(result));
      return answer(reply(200, { ok: true, result }));
    },
  });

  return {
    token,
    me,
    apiRoot: `http://127.0.0.1:${server.port}`,
    /** Every call received, in order. */
    calls,
    /** Parameters of the calls to `method`. */
    callsTo: (method: string) => calls.filter((c) => c.method === method).map((c) => c.params),
    /** Queues an update (update_id assigned) for getUpdates; returns it. */
    queueUpdate(update: Omit<Update, "update_id">): Update {
      const full = { update_id: nextUpdateId++, ...update } as Update;
      queue.push(full);
      for (const wake of [...waiters]) wake();
      return full;
    },
    /** Queues a tap on an inline button with `data`, under the bot's message `messageId`. */
    queueCallback(data: string, userId = 1001, messageId = 1): Update {
      return this.queueUpdate(callbackUpdate(data, userId, messageId, me));
    },
    /** Queues a photo message (largest size `fileId`) with a caption. */
    queuePhoto(fileId: string, caption: string, userId = 1001): Update {
      const base = textUpdate("", userId).message as Message;
      const { text: _text, ...rest } = base;
      return this.queueUpdate({
        message: {
          ...rest,
          photo: [{ file_id: fileId, file_unique_id: fileId, width: 1280, height: 720 }],
          caption,
        },
      } as Omit<Update, "update_id">);
    },
    /** Runs `fn` before answering each call to `method` (e.g. to kill a client mid-request); null removes. */
    intercept(method: string, fn: Interceptor | null) {
      if (fn) interceptors.set(method, fn);
      else interceptors.delete(method);
    },
    /** Queues a private text message from `userId` (chat id = user id, as in private chats). */
    queueText(text: string, userId = 1001): Update {
      return this.queueUpdate(textUpdate(text, userId));
    },
    /** The next `times` calls to `method` fail with `failure` (429 retry_after, 403 blocked, anything). */
    failNext(method: string, failure: Failure, times = 1) {
      const list = failures.get(method) ?? [];
      for (let i = 0; i < times; i++) list.push(failure);
      failures.set(method, list);
    },
    /** From now on, sendMessage to this chat answers 403 "bot was blocked by the user". */
    blockChat: (chatId: number) => void blockedChats.add(chatId),
    /** Adds or replaces a method (e.g. sendPhoto, setMyCommands); return a Failure to fail it. */
    handle: (method: string, handler: Handler) => void handlers.set(method, handler),
    /** Updates not yet confirmed by an offset. */
    pending: () => queue.length,
    close: () => server.stop(true),
  };
}

export type BotApiStandIn = Awaited<ReturnType<typeof startBotApiStandIn>>;

/** Resolves once `predicate()` holds, polling every 10 ms; rejects after `timeoutMs`. */
export async function waitFor(predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await Bun.sleep(10);
  }
}

/** A private-chat text message update, with `bot_command` entities for a leading /command. */
export function textUpdate(text: string, userId = 1001): Omit<Update, "update_id"> {
  const command = text.match(/^\/[A-Za-z0-9_]+(@\w+)?/)?.[0];
  return {
    message: {
      message_id: Math.floor(Math.random() * 1e6),
      date: Math.floor(Date.now() / 1000),
      chat: { id: userId, type: "private", first_name: "Player" },
      from: { id: userId, is_bot: false, first_name: "Player", language_code: "en" },
      text,
      ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command.length }] } : {}),
    },
  } as Omit<Update, "update_id">;
}

/** A callback query update: `userId` tapped a button carrying `data` under the bot's message. */
export function callbackUpdate(
  data: string,
  userId: number,
  messageId: number,
  bot: UserFromGetMe,
): Omit<Update, "update_id"> {
  return {
    callback_query: {
      id: String(Math.floor(Math.random() * 1e12)),
      from: { id: userId, is_bot: false, first_name: "Player", language_code: "en" },
      chat_instance: "ci",
      data,
      message: {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: userId, type: "private", first_name: "Player" },
        from: bot,
        text: "…",
      },
    },
  } as Omit<Update, "update_id">;
}

const LIMITED_METHODS = new Set(["sendMessage", "sendPhoto"]);

/**
 * Telegram's flood control as a stand-in can enforce it: a sliding 1 s window of accepted sends
 * overall and the last accepted send per chat. A refused send is not counted.
 */
function floodLimiter(limit: { perSecond: number; perChatPerSecond?: number }) {
  const window: number[] = [];
  const lastPerChat = new Map<string, number>();
  const chatGapMs = 1000 / (limit.perChatPerSecond ?? 1);
  return (method: string, params: Params, now: number): Failure | undefined => {
    if (!LIMITED_METHODS.has(method)) return undefined;
    while (window.length > 0 && window[0]! <= now - 1000) window.shift();
    const chat = String(params.chat_id);
    const last = lastPerChat.get(chat);
    if (window.length >= limit.perSecond) {
      return { kind: "retry_after", seconds: Math.max(1, Math.ceil((window[0]! + 1000 - now) / 1000)) };
    }
    if (last !== undefined && now - last < chatGapMs) {
      return { kind: "retry_after", seconds: Math.max(1, Math.ceil((last + chatGapMs - now) / 1000)) };
    }
    window.push(now);
    lastPerChat.set(chat, now);
    return undefined;
  };
}

function isFailure(value: unknown): value is Failure {
  return typeof value === "object" && value !== null && "kind" in value;
}

function fail(failure: Failure): Response {
  if (failure.kind === "retry_after") {
    const description = `Too Many Requests: retry after ${failure.seconds}`;
    const parameters = { retry_after: failure.seconds };
    return reply(429, { ok: false, error_code: 429, description, parameters });
  }
  if (failure.kind === "blocked") return reply(403, { ok: false, error_code: 403, description: BLOCKED });
  return reply(failure.code, { ok: false, error_code: failure.code, description: failure.description });
}

function reply(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

/** Query string, then the body: JSON, or form fields whose JSON-looking values are decoded. */
async function readParams(req: Request, url: URL): Promise<Params> {
  const params: Params = Object.fromEntries(url.searchParams);
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return { ...params, ...((await req.json()) as Params) };
  if (type.includes("form")) {
    for (const [key, value] of (await req.formData()).entries()) {
      params[key] = typeof value === "string" && /^[[{]/.test(value) ? JSON.parse(value) : value;
    }
  }
  return params;
}
