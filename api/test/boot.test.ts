import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ApiProcess, signInFromMiniApp, startApiProcess } from "./api-process.ts";
import { outboxMailsTo } from "./outbox-reader.ts";
import { type SqldServer, startSqld } from "./sqld.ts";

const usingSqld = process.env.JV_TEST_DB === "sqld";
const BOT_TOKEN = "42:boot-test-token";

describe("the API process (api/src/index.ts)", () => {
  const dir = mkdtempSync(join(tmpdir(), "jv-boot-"));
  let sqld: SqldServer | undefined;
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.stop();
    await sqld?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("migrates a fresh database and keeps serving while Telegram is unreachable", async () => {
    if (usingSqld) sqld = await startSqld();
    api = await startApiProcess({
      DATABASE_URL: sqld ? sqld.url : `file:${join(dir, "boot.db")}`,
      BOT_TOKEN,
      STATIC_ROOT: dir,
    });
    const health = await fetch(`${api.url}/api/health`);
    expect((await health.json()).status).toBe("ok");

    // Telegram auth still works: it needs only the token, not Telegram itself.
    const login = await signInFromMiniApp(api.url, BOT_TOKEN, { id: 777, first_name: "Boot" });
    expect(login.status).toBe(200);
    // The bot's first failed attempt is logged (then the log is checked for the token).
    const logDeadline = Date.now() + 30_000;
    while (!/Bot API unreachable/.test(api.output())) {
      if (Date.now() > logDeadline) throw new Error(`no failed Bot API attempt logged: ${api.output()}`);
      await Bun.sleep(50);
    }
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    const log = api.output();
    expect(log).toContain("JadeVerse is up");
    expect(log).toContain("job runner started");
    expect(log).not.toContain(BOT_TOKEN);

    // SIGTERM stops the job runner (and everything else) and exits cleanly.
    expect(await api.stop()).toBe(0);
    await Bun.sleep(50);
    expect(api.output()).toContain("job runner stopped");
  });

  it("without PUBLIC_URL, mailed links name the port it listens on, and the boot log says so", async () => {
    const outbox = join(dir, "outbox");
    const own = await startApiProcess({
      DATABASE_URL: `file:${join(dir, "links.db")}`,
      STATIC_ROOT: dir,
      MAIL_OUTBOX_DIR: outbox,
    });
    try {
      const port = new URL(own.url).port;
      const up = own.log.find((line) => line.msg === "JadeVerse is up");
      expect(up).toMatchObject({
        publicUrl: `http://localhost:${port}`,
        publicUrlFrom: "the listening port (PUBLIC_URL unset)",
      });
      const post = (path: string, body: unknown) =>
        fetch(`${own.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
          body: JSON.stringify(body),
        });
      const email = "links@example.com";
      expect(
        (await post("/api/auth/register", { email, password: "s3cret-pass", country: "Europe" })).status,
      ).toBe(201);
      expect((await post("/api/auth/forgot-password", { email })).status).toBe(200);
      const deadline = Date.now() + 30_000;
      let texts: string[] = [];
      while (texts.length < 2 && Date.now() < deadline) {
        texts = (await outboxMailsTo(outbox, email)).map((mail) => mail.text);
        if (texts.length < 2) await Bun.sleep(50);
      }
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain(`http://localhost:${port}/?token=`);
      expect(texts[1]).toContain(`http://localhost:${port}/reset-password?token=`);
      expect(texts.join("\n")).not.toContain("localhost:3000");
    } finally {
      await own.stop();
    }
  });
});
