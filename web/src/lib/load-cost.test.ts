import { afterEach, describe, expect, it } from "vitest";

/**
 * Building an `Intl` service loads its ICU data: a grapheme segmenter built while the landing's first
 * script loaded was ~100 ms of one task on a phone-class CPU, most of the landing's Total Blocking Time
 * (bench:lighthouse: TBT 163–317 ms with it, 70–126 ms without). The contracts both front ends load
 * first must build such services when first used, never when their modules load.
 */
const SERVICES = [
  "Segmenter",
  "Collator",
  "DateTimeFormat",
  "NumberFormat",
  "PluralRules",
  "RelativeTimeFormat",
  "ListFormat",
  "DisplayNames",
] as const;

const originals = new Map<string, unknown>();

/** Replaces each service's constructor with one that records its use; returns what was built. */
function recordIntlServices(): string[] {
  const built: string[] = [];
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of SERVICES) {
    const original = intl[name] as new (...args: unknown[]) => object;
    originals.set(name, original);
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        built.push(name);
        return Reflect.construct(target, args, newTarget);
      },
    });
  }
  return built;
}

afterEach(() => {
  const intl = Intl as unknown as Record<string, unknown>;
  for (const [name, original] of originals) intl[name] = original;
  originals.clear();
});

describe("what the front ends load first", () => {
  it("builds no Intl service while the shared contracts load", async () => {
    const built = recordIntlServices();
    const client = await import("@jadeverse/api/client");
    await import("@jadeverse/api/client/contracts");
    await import("@jadeverse/api/client/errors");
    await import("@jadeverse/api/client/games");
    expect(client.NICKNAME_MAX).toBe(25);
    expect(built).toEqual([]);
  });
});
