import { getJob, jobCounts } from "@jadeverse/db/broadcasts/jobs";
import type { Db } from "@jadeverse/db/client";
import { botJobs, ledgerEntries } from "@jadeverse/db/schema";
import { syncCommunityManagers } from "@jadeverse/db/telegram/roles";
import { totalXpForLevel } from "@jadeverse/db/xp";
import { like, sql } from "drizzle-orm";
import type { Bot } from "grammy";
import type { Message, MessageEntity, Update } from "grammy/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBot } from "../src/bot.ts";
import type { BotContext } from "../src/context.ts";
import { parseBotEnv } from "../src/env.ts";
import { NOT_ALLOWED } from "../src/features/community/texts.ts";
import { type JobWorker, startJobWorker } from "../src/jobs/worker.ts";
import {
  type BotApiStandIn,
  callbackUpdate,
  startBotApiStandIn,
  textUpdate,
  waitFor,
} from "./bot-api-stand-in.ts";
import { waitForJobStatus } from "./broadcast-harness.ts";
import { insertPlayers } from "./broadcast-players.ts";
import { createTestDb, type TestDb } from "./db.ts";
import { memoryLogger } from "./memory-logger.ts";

const MANAGER = 9001;
const PLAYER = 1001;
let t: TestDb;
let api: BotApiStandIn;
let bot: Bot<BotContext>;
let nextUpdate = 1;

beforeAll(async () => {
  t = await createTestDb();
  api = await startBotApiStandIn();
  await syncCommunityManagers(t.db, [String(MANAGER)]);
  const config = parseBotEnv({
    BOT_TOKEN: api.token,
    TELEGRAM_API_ROOT: api.apiRoot,
    PUBLIC_URL: "https://play.example",
  });
  bot = createBot(config, { db: t.db, logger: memoryLogger(), throttle: false });
  await bot.init();
});
afterAll(() => {
  api.close();
  t.close();
});

const feed = (update: Omit<Update, "update_id">) =>
  bot.handleUpdate({ update_id: nextUpdate++, ...update } as Update);
const say = (text: string, from = MANAGER, entities?: MessageEntity[]) => {
  const update = textUpdate(text, from);
  if (entities) (update.message as Message).entities = entities;
  return feed(update);
};
const tap = (data: string, from = MANAGER, messageId = 1) =>
  feed(callbackUpdate(data, from, messageId, bot.botInfo));
const lastTo = (chat: number, method = "sendMessage") =>
  api
    .callsTo(method)
    .filter((p) => Number(p.chat_id) === chat)
    .at(-1);
const buttons = (params: Record<string, unknown> | undefined) =>
  (
    (params?.reply_markup as { inline_keyboard: { text: string; callback_data?: string }[][] }) ?? {
      inline_keyboard: [],
    }
  ).inline_keyboard.flat();

/**
 * The worker's database handle, with a count of its idle polls: each time it looks for a running job
 * (`claimRunnableJob` reads `select({ id: botJobs.id }) from bot_jobs`, the worker's only read of that
 * shape). A test waits for polls rather than for time: "the worker looked N more times and sent
 * nothing" holds however slow the machine is.
 */
function watchPolls(db: Db): { db: Db; polls(): number } {
  let polls = 0;
  const orm = new Proxy(db.orm, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property !== "select" || typeof value !== "function") return value;
      return (fields?: Record<string, unknown>) => {
        if (fields && Object.keys(fields).length === 1 && fields.id === botJobs.id) polls++;
        return value.call(target, fields);
      };
    },
  });
  return {
    db: new Proxy(db, {
      get: (target, property) => (property === "orm" ? orm : Reflect.get(target, property)),
    }),
    polls: () => polls,
  };
}

/** Polls `predicate` (an async read) until it holds; the deadline only bounds a hang, it times nothing. */
async function until(predicate: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
    await Bun.sleep(10);
  }
}

function startWorker(rate: number, db: Db = t.db): JobWorker {
  return startJobWorker({
    db,
    logger: memoryLogger(),
    config: {
      token: api.token,
      apiRoot: api.apiRoot,
      publicUrl: "https://play.example",
      broadcastRatePerSecond: rate,
    },
    pollMs: 100,
    progressEveryMs: 300,
  });
}

describe("community manager commands", () => {
  it("refuses /broadcast, /airdrop and /jobs to a player who is not a community manager", async () => {
    for (const command of ["/broadcast", "/airdrop", "/jobs"]) {
      await say(command, PLAYER);
      expect(lastTo(PLAYER)?.text).toBe(NOT_ALLOWED);
    }
    expect(await t.db.orm.select().from(botJobs)).toEqual([]);
    await tap("cmseg:all", PLAYER);
    expect(api.callsTo("answerCallbackQuery").at(-1)).toMatchObject({ text: NOT_ALLOWED });
  });

  it("composes, segments, previews exactly what players get, and confirms a broadcast", async () => {
    const players = await insertPlayers(t.db, 6, (i) => ({ xp: i < 3 ? totalXpForLevel(3) : 0 }), "CMD");
    const bold: MessageEntity[] = [{ type: "bold", offset: 6, length: 5 }];
    await say("/broadcast");
    expect(lastTo(MANAGER)?.text).toMatch(/Send the message/);
    await say("Hello world, spin today!", MANAGER, bold);
    expect(buttons(lastTo(MANAGER))).toEqual([
      expect.objectContaining({ text: "Skip", callback_data: "cmskip" }),
    ]);
    await say("URL Read more | https://example.com/news\nMini App Spin now | wheel");
    expect(buttons(lastTo(MANAGER)).map((b) => b.callback_data)).toContain("cmseg:level");
    await tap("cmseg:level");
    expect(lastTo(MANAGER)?.text).toMatch(/minimum level/);
    await say("0");
    expect(lastTo(MANAGER)?.text).toMatch(/not a valid value/);
    await say("3");

    const sent = api.callsTo("sendMessage").filter((p) => Number(p.chat_id) === MANAGER);
    const preview = sent.at(-2)!;
    const summary = sent.at(-1)!;
    expect(preview).toMatchObject({
      text: "Hello world, spin today!",
      entities: bold,
      reply_markup: {
        inline_keyboard: [
          [{ text: "Read more", url: "https://example.com/news" }],
          [{ text: "Spin now", web_app: { url: "https://play.example/tg-app/wheel" } }],
        ],
      },
    });
    expect(summary.text).toMatch(/players at level 3 or above: 3 recipients/);
    const confirm = buttons(summary).find((b) => b.text.includes("Confirm"))?.callback_data ?? "";
    const jobId = Number(confirm.split(":")[1]);

    const worker = startWorker(30);
    try {
      await tap(confirm);
      await tap(confirm); // a double tap starts nothing twice
      await waitForJobStatus(t.db, jobId, "done", 10_000);
    } finally {
      await worker.stop();
    }
    expect(await jobCounts(t.db, jobId)).toMatchObject({ sent: 3, total: 3 });
    for (const [i, p] of players.entries()) {
      const got = api.callsTo("sendMessage").filter((c) => String(c.chat_id) === p.telegramId);
      if (i >= 3) expect(got).toEqual([]);
      else {
        expect(got).toHaveLength(1);
        const { chat_id: _a, ...player } = got[0]!;
        const { chat_id: _b, ...shown } = preview;
        expect(player).toEqual(shown); // the preview is exactly what players get
      }
    }
    // The progress message was edited to the final counts; /jobs lists the job.
    await waitFor(() => /done/.test(String(api.callsTo("editMessageText").at(-1)?.text)), 5_000);
    expect(api.callsTo("editMessageText").at(-1)?.text).toMatch(/Sent: 3 · Failed: 0 · Blocked: 0/);
    await say("/jobs");
    expect(lastTo(MANAGER)?.text).toMatch(new RegExp(`#${jobId} broadcast · done · sent 3/3`));
  });

  it("pauses, resumes and cancels a running airdrop from the progress buttons within a second", async () => {
    await insertPlayers(t.db, 40, () => ({ hasBetaAccess: true }), "PRC");
    await say("/airdrop");
    await say("bananas");
    expect(lastTo(MANAGER)?.text).toMatch(/did not understand/);
    await say("25 coins");
    const photo = textUpdate("", MANAGER);
    const { text: _t, ...rest } = photo.message as Message;
    await feed({
      message: {
        ...rest,
        photo: [{ file_id: "PHOTO-1", file_unique_id: "p1", width: 800, height: 600 }],
        caption: "Airdrop time",
        caption_entities: [{ type: "italic", offset: 0, length: 7 }],
      },
    } as Omit<Update, "update_id">);
    await tap("cmskip");
    await tap("cmseg:beta");
    const preview = lastTo(MANAGER, "sendPhoto");
    expect(preview).toMatchObject({
      photo: "PHOTO-1",
      caption: "Airdrop time",
      caption_entities: [{ type: "italic" }],
    });
    const summary = lastTo(MANAGER)!;
    expect(summary.text).toMatch(/Airdrop of 25 coins each to beta players: 40 recipients/);
    const jobId = Number(buttons(summary)[0]?.callback_data?.split(":")[1]);
    const sends = () => api.callsTo("sendPhoto").filter((p) => Number(p.chat_id) !== MANAGER).length;

    const watched = watchPolls(t.db);
    // The worker has seen the job stop when it gives up the lease (it checks the status before every
    // send, and releases the lease as soon as the status is no longer `running`); after that, each of
    // its idle polls is a chance to send that it must not take.
    const leaseReleased = async () => (await getJob(t.db, jobId))?.leaseHolder === null;
    const idlePolls = async (n: number) => {
      const from = watched.polls();
      await waitFor(() => watched.polls() >= from + n, 20_000);
    };
    const worker = startWorker(10, watched.db);
    try {
      await tap(`cmok:${jobId}`);
      await waitFor(() => sends() >= 5, 30_000);
      await tap(`cmjob:pause:${jobId}`);
      expect((await getJob(t.db, jobId))?.status).toBe("paused");
      await until(leaseReleased, "the worker gives up the paused job");
      const paused = sends();
      expect(paused).toBeLessThan(40);
      await idlePolls(3);
      expect(sends()).toBe(paused); // nothing sent while paused
      expect((await getJob(t.db, jobId))?.status).toBe("paused");
      expect(api.callsTo("editMessageText").at(-1)?.text).toMatch(/paused/);

      await tap(`cmjob:resume:${jobId}`);
      await waitFor(() => sends() >= paused + 5, 30_000);
      await tap(`cmjob:cancel:${jobId}`);
      await until(leaseReleased, "the worker gives up the cancelled job");
      const cancelled = sends();
      await idlePolls(3);
      expect(sends()).toBe(cancelled); // nothing sent after the cancel was seen
      expect((await getJob(t.db, jobId))?.status).toBe("cancelled");
      const counts = await jobCounts(t.db, jobId);
      expect(counts.sent).toBe(cancelled);
      expect(counts.pending).toBe(40 - cancelled);
      // Credited exactly the players it announced to (25 coins each, through the ledger).
      const credited = await t.db.orm
        .select({ n: sql<number>`count(*)`.mapWith(Number), coins: sql<number>`sum(delta)`.mapWith(Number) })
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `airdrop:${jobId}:%`));
      expect(credited[0]).toEqual({ n: cancelled, coins: 25 * cancelled });
      await tap(`cmjob:resume:${jobId}`); // a cancelled job stays cancelled
      expect((await getJob(t.db, jobId))?.status).toBe("cancelled");
    } finally {
      await worker.stop();
    }
  }, 30_000);
});
