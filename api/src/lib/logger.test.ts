import { describe, expect, it } from "vitest";
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
});
