import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { serveSite } from "./static-site.ts";

const dir = mkdtempSync(join(tmpdir(), "jv-site-"));
mkdirSync(join(dir, "assets"));
mkdirSync(join(dir, ".vite"));
writeFileSync(join(dir, "index.html"), "<!doctype html><title>app</title>");
writeFileSync(join(dir, "assets", "index-abc.js"), "console.log(1)");
writeFileSync(join(dir, ".vite", "manifest.json"), "{}");
const app = new Hono().get("*", (c) => serveSite(c, { prefix: "/", dir }) ?? c.text("none", 404));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("serveSite", () => {
  it("serves hashed assets as immutable", async () => {
    const res = await app.request("/assets/index-abc.js");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("console.log(1)");
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("answers byte ranges for media seeking", async () => {
    const part = await app.request("/assets/index-abc.js", { headers: { range: "bytes=0-6" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-6/14");
    expect(await part.text()).toBe("console");
    const tail = await app.request("/assets/index-abc.js", { headers: { range: "bytes=-3" } });
    expect(await tail.text()).toBe("(1)");
    const open = await app.request("/assets/index-abc.js", { headers: { range: "bytes=8-" } });
    expect(await open.text()).toBe("log(1)");
    const bad = await app.request("/assets/index-abc.js", { headers: { range: "bytes=99-" } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("content-range")).toBe("bytes */14");
  });

  it("falls back to index.html for client routes", async () => {
    const res = await app.request("/dashboard/settings");
    expect(await res.text()).toContain("<title>app</title>");
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("never serves build metadata or dotfiles", async () => {
    const res = await app.request("/.vite/manifest.json");
    expect(await res.text()).toContain("<title>app</title>");
  });

  it("does not escape its directory", async () => {
    const res = await app.request("/..%2f..%2fetc%2fpasswd");
    expect(await res.text()).toContain("<title>app</title>");
  });
});
