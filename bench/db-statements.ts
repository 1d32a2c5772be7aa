/**
 * `bun bench/db-statements.ts`: what one statement costs on the embedded database, per driver.
 *
 * On a seeded temp file (migrated, 200 leaderboard players, demo accounts), the same lookups run
 * through `@libsql/client` (what embedded mode used before), the synchronous `libsql` driver with a
 * prepared statement (the floor), and our `createDb` (drizzle over the synchronous driver with cached
 * statements). Prints µs per call (median of 5 batches) and writes nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { and, eq, gt, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import Connection from "libsql";
import { createDb } from "../db/src/client.ts";
import { migrateDb } from "../db/src/migrate.ts";
import * as schema from "../db/src/schema/index.ts";
import { seedDatabase } from "../db/src/seed/index.ts";
import { findLiveSession } from "../db/src/sessions/live-session.ts";
import { ownedAvatarSkins } from "../db/src/users/avatars.ts";
import { findUserById } from "../db/src/users/find.ts";

const dir = mkdtempSync(join(tmpdir(), "jv-bench-db-"));
const path = join(dir, "seeded.db");
const url = `file:${path}`;

/** µs per call: median of `batches` timed batches of `n` calls after a warm-up batch. */
async function measure(fn: () => unknown, n = 2000, batches = 5): Promise<number> {
  for (let i = 0; i < n; i++) await fn();
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const started = performance.now();
    for (let i = 0; i < n; i++) await fn();
    samples.push(((performance.now() - started) * 1000) / n);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

try {
  const db = await createDb({ url });
  await migrateDb(db);
  await seedDatabase(db);
  const [beta] = await db.orm.select().from(schema.users).where(eq(schema.users.demoId, "jade-beta"));
  if (!beta) throw new Error("seed has no jade-beta");
  const id = beta.id;
  const tokenHash = "0".repeat(64);
  await db.write((tx) =>
    tx.insert(schema.sessions).values({
      userId: id,
      tokenHash,
      kind: "password",
      expiresAt: new Date(Date.now() + 86_400_000),
    }),
  );

  const client = createClient({ url });
  // Typed as our Database so one lookup function serves both (the builder API is the same).
  const libsqlOrm = drizzle(client, { schema }) as unknown as typeof db.orm;
  const raw = new Connection(path);
  const rawUser = raw.prepare("select * from users where id = ?");
  const sessionLookup = (orm: typeof db.orm) =>
    orm
      .select({ sessionId: schema.sessions.id, user: schema.users })
      .from(schema.sessions)
      .leftJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
      .where(
        and(
          eq(schema.sessions.tokenHash, tokenHash),
          isNull(schema.sessions.revokedAt),
          gt(schema.sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);

  // What the code did before (drizzle's builders on every call), on either driver.
  const userById = (orm: typeof db.orm) =>
    orm
      .select()
      .from(schema.users)
      .where(and(eq(schema.users.id, id), isNull(schema.users.deletedAt)))
      .limit(1);
  const avatarSkins = (orm: typeof db.orm) =>
    orm
      .select({
        id: schema.skins.id,
        name: schema.skins.name,
        avatarId: schema.skins.avatarId,
        avatarName: schema.avatars.name,
        smallImageUrl: schema.skins.smallImageUrl,
      })
      .from(schema.userSkins)
      .innerJoin(schema.skins, eq(schema.skins.id, schema.userSkins.skinId))
      .innerJoin(schema.avatars, eq(schema.avatars.id, schema.skins.avatarId))
      .where(eq(schema.userSkins.userId, id))
      .orderBy(schema.skins.id);

  const before = "drizzle builder, @libsql/client (before)";
  const built = "drizzle builder, libsql sync, cached stmt";
  const now = "prepared query, libsql sync (now)";
  const rows: [string, string, number][] = [
    [
      "select * from users where id = ?",
      "@libsql/client execute",
      await measure(() => client.execute({ sql: "select * from users where id = ?", args: [id] })),
    ],
    [
      "select * from users where id = ?",
      "libsql prepared statement (floor)",
      await measure(() => rawUser.get(id)),
    ],
    ["player by id", before, await measure(() => userById(libsqlOrm))],
    ["player by id", built, await measure(() => userById(db.orm))],
    ["player by id", now, await measure(() => findUserById(db.orm, id))],
    ["session + player", before, await measure(() => sessionLookup(libsqlOrm))],
    ["session + player", built, await measure(() => sessionLookup(db.orm))],
    ["session + player", now, await measure(() => findLiveSession(db.orm, tokenHash))],
    ["owned avatar skins", before, await measure(() => avatarSkins(libsqlOrm))],
    ["owned avatar skins", built, await measure(() => avatarSkins(db.orm))],
    ["owned avatar skins", now, await measure(() => ownedAvatarSkins(db.orm, id))],
  ];
  console.log(`µs per call, median of 5 batches (bun ${Bun.version}, seeded file, player ${id})`);
  for (const [what, how, us] of rows)
    console.log(`  ${what.padEnd(34)} ${how.padEnd(42)} ${us.toFixed(1).padStart(7)} µs`);
  raw.close();
  client.close();
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
