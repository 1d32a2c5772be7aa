import { describe, expect, it } from "vitest";
import { randomToken } from "./crypto.ts";
import { createLogger } from "./logger.ts";

describe("logger", () => {
  it("writes JSON lines and never writes secrets", () => {
    const lines: string[] = [];
    const log = createLogger("info", { service: "api" }, (line) => lines.push(line)).child({ reqId: "r1" });
    log.info("login", {
      email: "a@b.c",
      password: "hunter22",
      nested: { access_token: "tok", authorization: "Bearer x" },
    });
    log.debug("hidden");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: "info", msg: "login", service: "api", reqId: "r1", email: "a@b.c" });
    expect(entry.password).toBe("[redacted]");
    expect(entry.nested).toEqual({ access_token: "[redacted]", authorization: "[redacted]" });
    expect(lines[0]).not.toContain("hunter22");
  });

  it("says which levels it writes, so callers skip building lines it would drop", () => {
    const warnOnly = createLogger("warn", {}, () => undefined).child({ reqId: "r1" });
    expect(["debug", "info", "warn", "error"].map((l) => warnOnly.enabled(l as "info"))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(createLogger("silent", {}, () => undefined).enabled("error")).toBe(false);
  });

  it("redacts by value: mailed links, bearer strings, hashes, SQL parameters and tokens in error causes", () => {
    const lines: string[] = [];
    const log = createLogger("debug", {}, (line) => lines.push(line));
    const token = randomToken();
    log.info("mail queued", {
      to: "a@b.c",
      note: `open http://localhost:3000/reset-password?token=${token}`,
    });
    log.warn(`auth header was Bearer ${token}`);
    log.error("query failed", {
      error: new Error("write failed", {
        cause: Object.assign(
          new Error('Failed query: insert into "users" ("email") values (?)\nparams: a@b.c'),
          {
            params: ["a@b.c"],
          },
        ),
      }),
    });
    log.error("remote failed", { error: new Error("upstream", { cause: new Error(`rejected ${token}`) }) });
    const text = lines.join("\n");
    expect(text).not.toContain(token);
    expect(text).not.toContain("params");
    const [, , query, remote] = lines.map((line) => JSON.parse(line));
    expect(query.error.cause.message).toBe('Failed query: insert into "users" ("email") values (?)');
    expect(remote.error.cause.message).toBe("rejected [redacted:token]");
    expect(JSON.parse(lines[0]!).to).toBe("a@b.c");
  });
});
