import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { settleAnswerHeaders, trackAnswerHeaders } from "./answer-headers.ts";
import { sizedJson } from "./sized-json.ts";

/** A bare app with the API's way of answering: the header record, its JSON answer, the settle step. */
function appWith(configure: (app: Hono) => void) {
  const app = new Hono();
  app.use(async (c, next) => {
    trackAnswerHeaders(c, { "x-content-type-options": "nosniff", "x-request-id": "r-1" });
    c.json = sizedJson as typeof c.json;
    try {
      await next();
    } finally {
      settleAnswerHeaders(c);
    }
  });
  configure(app);
  return app;
}

describe("answer headers (one record per request)", () => {
  it("a JSON answer carries the request's headers, the route's, its type and exact length", async () => {
    const app = appWith((a) =>
      a.get("/", (c) => {
        c.header("Cache-Control", "private, no-cache");
        c.header("Vary", "Origin", { append: true });
        c.header("vary", "origin, Accept-Encoding", { append: true });
        c.status(201);
        return c.json({ ok: "é" });
      }),
    );
    const res = await app.request("/");
    expect(res.status).toBe(201);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBe("r-1");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    // Each token once, whatever its case.
    expect(res.headers.get("vary")).toBe("Origin, Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength('{"ok":"é"}')));
    expect(await res.json()).toEqual({ ok: "é" });
  });

  it("headers given to the answer win; a removed header is gone; every cookie is kept", async () => {
    const app = appWith((a) =>
      a.get("/", (c) => {
        c.header("x-request-id", undefined);
        setCookie(c, "a", "1");
        setCookie(c, "b", "2");
        return c.json({}, 200, { "X-Content-Type-Options": "other", "Set-Cookie": ["c=3"] });
      }),
    );
    const res = await app.request("/");
    expect(res.headers.get("x-content-type-options")).toBe("other");
    expect(res.headers.has("x-request-id")).toBe(false);
    expect(res.headers.getSetCookie().map((cookie) => cookie.split(";")[0])).toEqual(["a=1", "b=2", "c=3"]);
  });

  it("an answer the route builds another way (text, its own Response) still gets the record's headers", async () => {
    const app = appWith((a) => {
      a.get("/text", (c) => {
        c.header("Cache-Control", "no-store");
        return c.text("plain", 202);
      });
      a.get("/own", (c) => {
        setCookie(c, "s", "1");
        return new Response("own", { headers: { "x-request-id": "mine" } });
      });
    });
    const text = await app.request("/text");
    expect(text.status).toBe(202);
    expect(text.headers.get("cache-control")).toBe("no-store");
    expect(text.headers.get("x-content-type-options")).toBe("nosniff");
    const own = await app.request("/own");
    // The answer's own value wins, the missing ones are added.
    expect(own.headers.get("x-request-id")).toBe("mine");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.getSetCookie()).toHaveLength(1);
  });

  it("after the answer exists, c.header edits it (middleware that runs after the route)", async () => {
    const app = appWith((a) => {
      a.use(async (c, next) => {
        await next();
        c.header("Vary", "Origin", { append: true });
        c.header("X-After", "yes");
      });
      a.get("/", (c) => c.json({ ok: true }));
    });
    const res = await app.request("/");
    expect(res.headers.get("x-after")).toBe("yes");
    expect(res.headers.get("vary")).toBe("Origin");
    expect(res.headers.get("x-request-id")).toBe("r-1");
  });

  it("an error answer built by onError carries the headers set before the failure", async () => {
    const app = appWith((a) => {
      a.get("/", (c) => {
        c.header("Cache-Control", "no-store");
        throw new Error("boom");
      });
      a.onError((_error, c) => c.json({ error: "x" }, 500));
    });
    const res = await app.request("/");
    expect(res.status).toBe(500);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
