import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readLease } from "@jadeverse/db/jobs/leases";
import { emailTokens, sessions, trustedDevices, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { JOBS } from "../../jobs.ts";
import { sha256Hex } from "../crypto.ts";
import { pruneExpired, REVOKED_SESSION_RETENTION_MS } from "./prune.ts";
import { createJobs } from "./registry.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;

describe("prune job", () => {
  it("deletes exactly what can no longer be used", async () => {
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const [user] = await api.db.write((tx) =>
      tx.insert(users).values({ email: "prune@example.com", referralCode: "JVPRUNE01" }).returning(),
    );
    const userId = user!.id;
    const hash = (label: string) => sha256Hex(label);
    await api.db.write(async (tx) => {
      await tx.insert(sessions).values([
        { userId, kind: "password", tokenHash: hash("live"), expiresAt: at(HOUR) },
        { userId, kind: "password", tokenHash: hash("expired"), expiresAt: at(-1) },
        {
          userId,
          kind: "password",
          tokenHash: hash("revoked-recently"),
          expiresAt: at(HOUR),
          revokedAt: at(-HOUR),
        },
        {
          userId,
          kind: "password",
          tokenHash: hash("revoked-long-ago"),
          expiresAt: at(HOUR),
          revokedAt: at(-REVOKED_SESSION_RETENTION_MS - 1),
        },
      ]);
      await tx.insert(emailTokens).values([
        { userId, purpose: "verify-email", tokenHash: hash("t-live"), expiresAt: at(HOUR) },
        { userId, purpose: "verify-email", tokenHash: hash("t-expired"), expiresAt: at(-1) },
        { userId, purpose: "reset-password", tokenHash: hash("t-used"), expiresAt: at(HOUR), usedAt: at(-1) },
      ]);
      await tx.insert(trustedDevices).values([
        { userId, tokenHash: hash("d-live"), expiresAt: at(HOUR) },
        { userId, tokenHash: hash("d-expired"), expiresAt: at(-1) },
      ]);
    });
    // Outbox: one mail newer than the longest link lifetime (24 h by default), one older, an
    // abandoned temp file, and a file that is not a mail.
    const outbox = api.deps.env.MAIL_OUTBOX_DIR;
    mkdirSync(outbox, { recursive: true });
    const file = (name: string, ageMs: number) => {
      writeFileSync(join(outbox, name), "x");
      const when = at(-ageMs);
      utimesSync(join(outbox, name), when, when);
    };
    file("fresh.eml", 23 * HOUR);
    file("stale.eml", 25 * HOUR);
    file(".stale.eml.tmp", 25 * HOUR);
    file("notes.txt", 48 * HOUR);

    const counts = await pruneExpired(api.deps, { now, batch: 1 }); // batch 1: the loop is exercised
    expect(counts).toEqual({ sessions: 2, emailTokens: 2, trustedDevices: 1, outboxFiles: 2 });

    const left = async <T extends { tokenHash: string }>(rows: Promise<T[]>) =>
      (await rows).map((row) => row.tokenHash).sort();
    expect(await left(api.db.orm.select().from(sessions).where(eq(sessions.userId, userId)))).toEqual(
      [hash("live"), hash("revoked-recently")].sort(),
    );
    expect(await left(api.db.orm.select().from(emailTokens).where(eq(emailTokens.userId, userId)))).toEqual([
      hash("t-live"),
    ]);
    expect(
      await left(api.db.orm.select().from(trustedDevices).where(eq(trustedDevices.userId, userId))),
    ).toEqual([hash("d-live")]);
    expect(readdirSync(outbox).sort()).toEqual(["fresh.eml", "notes.txt"]);

    // Nothing more to do on a second pass.
    expect(await pruneExpired(api.deps, { now })).toEqual({
      sessions: 0,
      emailTokens: 0,
      trustedDevices: 0,
      outboxFiles: 0,
    });
  });

  it("runs from the registry under its lease and records the run", async () => {
    const jobs = createJobs(api.deps, JOBS);
    const result = await jobs.tick("prune-expired");
    expect(result.status).toBe("ran");
    const lease = await readLease(api.db, "prune-expired");
    expect(lease).toMatchObject({ holder: null, lastError: null });
    expect(lease?.lastRunAt).toBeInstanceOf(Date);
    expect((await jobs.tick("prune-expired")).status).toBe("skipped"); // not due for 15 minutes
    expect((await jobs.tick("expired-demo-copies")).status).toBe("ran");
    await jobs.stop();
  });
});
