import { Hono } from "hono";
import type { H, RouterRoute } from "hono/types";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { doc, isDescriptionOnly } from "../openapi.ts";
import { ServingRouter } from "./serving-router.ts";

describe("the API's router", () => {
  it("keeps doc() descriptions in app.routes for the document but out of the chain a request runs", async () => {
    const router = new ServingRouter<[H, RouterRoute]>();
    const seen: string[] = [];
    const app = new Hono({ router }).get(
      "/thing",
      doc("things", "A thing", { response: z.object({ ok: z.boolean() }) }),
      async (_c, next) => {
        seen.push("middleware");
        await next();
      },
      (c) => c.json({ ok: true }),
    );
    // The generator reads descriptions from here.
    expect(app.routes.filter((r) => isDescriptionOnly(r.handler))).toHaveLength(1);
    // The router hands a request only the middleware and the handler.
    const [matched] = router.match("GET", "/thing");
    expect(matched).toHaveLength(2);
    expect(matched.some(([[handler]]) => isDescriptionOnly(handler))).toBe(false);
    const res = await app.request("/thing");
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toEqual(["middleware"]);
  });
});
