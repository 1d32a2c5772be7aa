import { join } from "node:path";
import type { Airdrop } from "@jadeverse/db/broadcasts/airdrop";
import {
  type BotJobStatus,
  confirmJob,
  getJob,
  startDraft,
  updateDraft,
} from "@jadeverse/db/broadcasts/jobs";
import type { Segment } from "@jadeverse/db/broadcasts/segments";
import type { Db } from "@jadeverse/db/client";
import type { MessageContent } from "../src/jobs/content.ts";
import type { BotApiStandIn } from "./bot-api-stand-in.ts";

const WORKER_ENTRY = join(import.meta.dirname, "broadcast-worker.ts");

export interface WorkerProcess {
  proc: ReturnType<typeof Bun.spawn>;
  /** SIGKILL: no cleanup, no lease release, a request possibly in flight. */
  kill9(): Promise<void>;
  /** SIGTERM: the worker finishes the send in hand and releases its lease. */
  stop(): Promise<void>;
}

/** Starts the job worker as a child process against `api` and the database at `dbUrl`. */
export async function spawnWorker(
  api: BotApiStandIn,
  dbUrl: string,
  options: { rate?: number; leaseMs?: number } = {},
): Promise<WorkerProcess> {
  const proc = Bun.spawn([process.execPath, WORKER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      TELEGRAM_API_ROOT: api.apiRoot,
      BOT_TOKEN: api.token,
      BROADCAST_RATE_PER_SECOND: String(options.rate ?? 29.5),
      JOB_LEASE_MS: String(options.leaseMs ?? 2_000),
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = proc.stdout.getReader();
  let seen = "";
  while (!seen.includes("worker ready")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`worker exited before it was ready: ${seen}`);
    seen += new TextDecoder().decode(value);
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  void (async () => {
    while (!(await reader.read().catch(() => ({ done: true }))).done) {}
  })();
  return {
    proc,
    kill9: async () => {
      proc.kill("SIGKILL");
      await proc.exited;
    },
    stop: async () => {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

export interface JobSpec {
  kind?: "broadcast" | "airdrop";
  segment: Segment;
  content: Partial<MessageContent> & { text: string };
  airdrop?: Airdrop;
  progress?: { chatId: string; messageId: number };
}

/** A confirmed job, as the `/broadcast` flow leaves it (draft → snapshot → running). */
export async function createRunningJob(
  db: Db,
  spec: JobSpec,
): Promise<{ jobId: number; recipients: number }> {
  const draft = await startDraft(db, "777", spec.kind ?? "broadcast", "preview");
  await updateDraft(db, draft.id, {
    content: { entities: [], buttons: [], ...spec.content },
    segment: spec.segment,
    ...(spec.airdrop ? { airdrop: spec.airdrop } : {}),
  });
  const recipients = await confirmJob(db, draft.id, spec.progress);
  if (recipients === null) throw new Error("confirmJob refused the draft");
  return { jobId: draft.id, recipients };
}

/** Resolves once the job has `status`; rejects after `timeoutMs`. */
export async function waitForJobStatus(db: Db, jobId: number, status: BotJobStatus, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while ((await getJob(db, jobId))?.status !== status) {
    if (Date.now() > deadline) throw new Error(`job ${jobId} not ${status} after ${timeoutMs} ms`);
    await Bun.sleep(200);
  }
}

const SEND_METHODS = new Set(["sendMessage", "sendPhoto"]);

/** How many messages each chat was delivered (a 200 answer, or a request cut short by a kill). */
export function deliveriesPerChat(api: BotApiStandIn): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of api.calls) {
    if (!SEND_METHODS.has(call.method) || call.status !== 200) continue;
    const chat = String(call.params.chat_id);
    counts.set(chat, (counts.get(chat) ?? 0) + 1);
  }
  return counts;
}
