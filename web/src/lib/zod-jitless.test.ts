import { describe, expect, it } from "vitest";
import "./zod-jitless.ts";
import { z } from "zod";

describe("zod on the front ends", () => {
  it("is jitless before any schema is built, so it never probes eval under the CSP", () => {
    expect(z.config().jitless).toBe(true);
    const probes: unknown[] = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        probes.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.strictObject({ a: z.number(), b: z.object({ c: z.string() }) });
      expect(schema.parse({ a: 1, b: { c: "x" } })).toEqual({ a: 1, b: { c: "x" } });
    } finally {
      globalThis.Function = original;
    }
    expect(probes).toEqual([]);
  });
});
