// Nothing hard-coded (docs/i18n.md): no player-visible text in the front ends' code outside the
// message catalogues. The areas not yet moved to catalogues are listed in untranslated.json with
// their count of texts: the count may only fall. A file off the list with a text fails, a listed
// file with more texts than listed fails, and one with fewer must have its line lowered (or
// removed at zero), so the list says exactly what is left.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { hardCodedTexts, isText } from "./hard-coded-text.ts";
import untranslated from "./untranslated.json";

const REPO = resolve(import.meta.dirname, "../../..");
/** The operator console stays in English: operators are our own staff (docs/i18n.md "Scope"). */
const OUT_OF_SCOPE = [/^web\/src\/console\//];

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "dist") yield* sources(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield path;
  }
}

const files = ["web/src", "miniapp/src"]
  .flatMap((root) => [...sources(join(REPO, root))])
  .map((path) => relative(REPO, path))
  .filter((path) => !OUT_OF_SCOPE.some((pattern) => pattern.test(path)));

const found = new Map(
  files.map((path) => [path, hardCodedTexts(readFileSync(join(REPO, path), "utf8"), path.endsWith(".tsx"))]),
);
const listed = untranslated as Record<string, number>;

describe("hard-coded player-visible text", () => {
  it("is found in JSX text, read attributes, literals in JSX and *_TEXT constants, brands aside", () => {
    const texts = hardCodedTexts(
      `export const A_TEXT = { a: "Spin", b: "0" };
const x = <p title="Hi" aria-label={"Close"} className="text-sm">Go {"JadeVerse"} <b>{\`Level \${n}\`}</b><img alt="" /></p>;`,
      true,
    ).map((t) => t.text);
    expect(texts).toEqual(["Spin", "Hi", "Close", "Go", "Level"]);
    expect(isText("JadeVerse · Telegram")).toBe(false);
    expect(isText("10 000 ✓")).toBe(false);
  });

  it("appears only in the files still listed, never more than listed", () => {
    const over = [...found]
      .filter(([path, texts]) => texts.length > (listed[path] ?? 0))
      .map(
        ([path, texts]) =>
          `${path}: ${texts.length} (listed ${listed[path] ?? 0}), first: ${JSON.stringify(texts[0])}`,
      );
    expect(over).toEqual([]);
  });

  it("is listed exactly: a file with fewer texts has its count lowered, a file with none leaves the list", () => {
    const stale = Object.entries(listed)
      .filter(([path, count]) => (found.get(path)?.length ?? 0) !== count)
      .map(([path, count]) => `${path}: listed ${count}, found ${found.get(path)?.length ?? 0}`);
    expect(stale).toEqual([]);
  });
});
