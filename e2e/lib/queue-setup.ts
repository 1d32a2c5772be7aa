// Sets the served platform's queue up for a browser test by writing its database, as another API
// instance would: seats taken by seeded players, a seat freed, the streaming provider switched.
import { createClient } from "@libsql/client";

function client() {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set: run through e2e/playwright.config.ts");
  return createClient({ url: `file:${path}` });
}

async function run(statements: { sql: string; args?: (string | number)[] }[]) {
  const db = client();
  try {
    await db.execute("PRAGMA busy_timeout = 5000");
    await db.batch(
      statements.map((s) => ({ sql: s.sql, args: s.args ?? [] })),
      "write",
    );
  } finally {
    db.close();
  }
}

/** Marks the fake sessions this helper makes, so cleaning up touches nothing else. */
const FAKE_GAME = "bound-in-gold";
/**
 * The fake seats' last heartbeat is set this far ahead, so they hold their seats for a whole test
 * however slow the machine is (the server's timeout, 45 s, could otherwise pass between two steps).
 */
const SEAT_ALIVE_MS = 60 * 60_000;

/** Gives `count` seeded (non-demo) players a play slot, alive for the test: the queue is full. */
export async function takeSeats(count: number) {
  const now = Date.now();
  await run([
    {
      sql: `insert into queue_sessions (user_id, game_type, state, joined_at, activated_at, last_heartbeat_at)
            select id, ?, 'active', ?, ?, ? from users
            where is_demo = 0 and demo_id is null and demo_of_id is null and telegram_id is null
              and id not in (select user_id from queue_sessions where state in ('waiting', 'active'))
            order by id limit ?`,
      args: [FAKE_GAME, now, now, now + SEAT_ALIVE_MS, count],
    },
  ]);
}

/** Keeps the fake seats alive (the server expires silent sessions). */
export async function heartbeatSeats() {
  await run([
    {
      sql: "update queue_sessions set last_heartbeat_at = ? where game_type = ? and state = 'active'",
      args: [Date.now() + SEAT_ALIVE_MS, FAKE_GAME],
    },
  ]);
}

/** One fake player ends their game: a seat frees up. */
export async function freeOneSeat() {
  const now = Date.now();
  await run([
    {
      sql: `update queue_sessions set state = 'ended', ended_at = ?, end_reason = 'ended'
            where id = (select min(id) from queue_sessions where game_type = ? and state = 'active')`,
      args: [now, FAKE_GAME],
    },
  ]);
}

/** Ends every live session (fake seats and whatever the test's player holds). */
export async function endAllSessions() {
  await run([
    {
      sql: "update queue_sessions set state = 'ended', ended_at = ?, end_reason = 'ended' where state in ('waiting', 'active')",
      args: [Date.now()],
    },
  ]);
}

/** The operator's streaming setting (docs/product/platform.md §3): the queue is used unless it is pixel streaming. */
export async function setStreamingProvider(provider: "pixelstreaming" | "cloudgaming") {
  await run([
    {
      sql: "insert into platform_settings (key, value) values ('streaming', ?) on conflict(key) do update set value = excluded.value",
      args: [JSON.stringify({ streamingProvider: provider, isActive: true })],
    },
  ]);
}

/** Gives the Telegram player beta access (a new Telegram player is neither demo nor beta). */
export async function grantBetaToTelegramUser(telegramId: number) {
  await run([
    { sql: "update users set has_beta_access = 1 where telegram_id = ?", args: [String(telegramId)] },
  ]);
}
