import { users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness.ts";
import { createApp } from "./app.ts";
import { randomToken } from "./lib/crypto.ts";

/** Secrets must never reach a log line, whatever goes wrong in a request (issue 7, A1). */
let api: TestApi;
const logLines: string[] = [];
beforeAll(async () => {
  api = await startTestApi({}, { logLines });
});
afterAll(() => api.close());

const entries = () => logLines.map((line) => JSON.parse(line) as Record<string, any>);

describe("log safety through the real app", () => {
  it("a unique-key clash on registration logs no e-mail, password, hash or SQL parameters", async () => {
    const { userId } = await api.signUp("clash@example.com", "first-secret-pass");
    // A deleted account keeps its address: the live-account check passes, the unique index refuses.
    await api.db.write((tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId)));
    logLines.length = 0;
    const res = await api.request("POST", "/api/auth/register", {
      body: { email: "clash@example.com", password: "second-secret-pass", country: "Europe" },
    });
    expect(res.status).not.toBe(201);
    expect(res.body.error.code).toBeTruthy();
    const log = logLines.join("\n");
    for (const secret of ["clash@example.com", "second-secret-pass", "$argon2", "params:"])
      expect(log).not.toContain(secret);
    // Were it a 500, the error would still be described (name, message without parameters).
    for (const entry of entries().filter((e) => e.msg === "unhandled error"))
      expect(entry.error.name).toBeTruthy();
  });

  it("a 500 from a failed query logs the statement, never its parameters, and a token in a cause is redacted", async () => {
    const token = randomToken();
    const app = createApp(api.deps)
      .get("/test/failed-query", async () => {
        const params = ["victim@example.com", "$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g"];
        const cause = await api.db
          .execute({ sql: "select * from no_such_table where email = ? and hash = ?", args: params })
          .then(
            () => new Error("expected a failure"),
            (error: unknown) => error,
          );
        // What drizzle throws over @libsql/client: the values are in its message and own properties.
        throw new DrizzleQueryError(
          "select * from no_such_table where email = ? and hash = ?",
          params,
          cause as Error,
        );
      })
      .get("/test/cause", () => {
        throw new Error("could not reach the provider", {
          cause: new Error(`POST https://hooks.example/cb?token=${token} failed with Bearer ${token}`),
        });
      });
    logLines.length = 0;
    const failed = await app.request("/api/test/failed-query");
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      error: { code: "INTERNAL_ERROR", message: "Internal server error" },
    });
    const [entry] = entries().filter((e) => e.msg === "unhandled error");
    expect(entry?.error).toMatchObject({
      name: "Error",
      message: "Failed query: select * from no_such_table where email = ? and hash = ?",
    });
    expect(JSON.stringify(entry?.error.cause)).toMatch(/no such table/);
    const log = logLines.join("\n");
    for (const secret of ["victim@example.com", "$argon2id$", "c2FsdHNhbHQ", "params:"])
      expect(log).not.toContain(secret);

    logLines.length = 0;
    const caused = await app.request("/api/test/cause");
    expect(caused.status).toBe(500);
    const [withCause] = entries().filter((e) => e.msg === "unhandled error");
    expect(withCause?.error.cause.message).toBe(
      "POST https://hooks.example/cb?token=[redacted] failed with Bearer [redacted]",
    );
    expect(logLines.join("\n")).not.toContain(token);
  });
});
