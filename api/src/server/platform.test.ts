import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";
import { createApp } from "../app.ts";
import { createPlatform } from "./platform.ts";

let api: TestApi;
let dir: string;
let server: ReturnType<typeof Bun.serve>;
let base: string;

beforeAll(async () => {
  api = await startTestApi();
  dir = mkdtempSync(join(tmpdir(), "jv-sites-"));
  for (const [site, title] of [
    ["web", "Web"],
    ["miniapp", "Mini"],
  ] as const) {
    mkdirSync(join(dir, site, "assets"), { recursive: true });
    writeFileSync(join(dir, site, "index.html"), `<!doctype html><title>${title}</title>`);
    writeFileSync(join(dir, site, "assets", "app-abc123.js"), `console.log("${title}")`);
  }
  const platform = createPlatform(createApp(api.deps), {
    web: { prefix: "/", dir: join(dir, "web") },
    miniapp: { prefix: "/tg-app/", dir: join(dir, "miniapp") },
  });
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: platform.fetch });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  server.stop(true);
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("one origin for the whole platform", () => {
  it("serves the web app at / with SPA fallback and immutable assets", async () => {
    expect(await (await fetch(`${base}/`)).text()).toContain("<title>Web</title>");
    expect(await (await fetch(`${base}/dashboard/store`)).text()).toContain("<title>Web</title>");
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toContain("immutable");
  });

  it("serves the Mini App at /tg-app/", async () => {
    expect((await fetch(`${base}/tg-app`, { redirect: "manual" })).status).toBe(301);
    expect(await (await fetch(`${base}/tg-app/`)).text()).toContain("<title>Mini</title>");
    expect(await (await fetch(`${base}/tg-app/assets/app-abc123.js`)).text()).toContain("Mini");
  });

  it("keeps /api for the API and refuses path traversal", async () => {
    expect((await (await fetch(`${base}/api/health`)).json()).status).toBe("ok");
    expect((await fetch(`${base}/api/unknown`)).status).toBe(404);
    const traversal = await fetch(`${base}/assets/..%2F..%2F..%2Fetc%2Fpasswd`);
    expect(await traversal.text()).not.toContain("root:");
  });

  it("draws catalogue art at /media and 404s unknown names", async () => {
    const art = await fetch(`${base}/media/banners/gems-live.svg`);
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toContain("image/svg+xml");
    expect(await art.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await fetch(`${base}/media/items/definitely-not-an-item.svg`)).status).toBe(404);
    expect((await fetch(`${base}/media/items/a%2Fb.svg`)).status).toBe(404);
  });
});
