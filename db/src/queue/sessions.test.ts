import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { insertUser } from "../users/insert.ts";
import { insertQueueSession, touchQueueSession } from "./sessions.ts";
import { settleQueue } from "./settle.ts";
import { listQueueSessions } from "./support.ts";

const rules = { maxPlayers: 10, heartbeatTimeoutMs: 10_000 };
const T0 = Date.UTC(2030, 0, 1);
const at = (ms: number) => new Date(T0 + ms);

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "jv-queue-"));
  db = await createDb({ url: `file:${join(dir, "queue.db")}` });
  await migrateDb(db);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("queue heartbeats", () => {
  it("a heartbeat written after a later one (another instance's, written first) leaves the later one in place", async () => {
    const userId = await db.write(async (tx) => (await insertUser(tx, { nickname: "beats" })).id);
    await db.write((tx) => insertQueueSession(tx, userId, "JadeVerse", at(0), rules));
    await db.write((tx) => touchQueueSession(tx, userId, at(8_000), rules));
    const older = await db.write((tx) => touchQueueSession(tx, userId, at(5_000), rules));
    expect(older?.lastHeartbeatAt).toEqual(at(8_000));
    // So the session lives until 8 s + the timeout, not 5 s + the timeout.
    const settled = await db.write((tx) => settleQueue(tx, at(17_000), rules));
    expect(settled.expired).toEqual([]);
    const [row] = await listQueueSessions(db.orm, userId);
    expect(row).toMatchObject({ state: "active", lastHeartbeatAt: at(8_000) });
  });
});
