// Every message catalogue in the repository (docs/i18n.md "Catalogues"): each area's `messages/`
// folder holds English and every other supported language, each with exactly English's ids,
// arguments and its own plural forms, and each compiles, the pseudo-locale's too.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueProblems, compileCatalogue, type MessageTexts, pseudoCatalogue } from "./catalogue.ts";
import { LOCALES } from "./locales.ts";

const REPO = resolve(import.meta.dirname, "../../..");
const ROOTS = ["web/src", "miniapp/src", "api/src", "bot/src"];

function* messageFolders(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules") continue;
    const path = join(dir, entry.name);
    if (entry.name === "messages") yield path;
    else yield* messageFolders(path);
  }
}

const folders = ROOTS.flatMap((root) => [...messageFolders(join(REPO, root))]);
const read = (folder: string, file: string): MessageTexts =>
  JSON.parse(readFileSync(join(folder, file), "utf8")) as MessageTexts;

describe("message catalogues", () => {
  it("are found (the scan looks where the areas are)", () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  describe.each(folders.map((folder) => [relative(REPO, folder), folder]))("%s", (_, folder) => {
    const files = readdirSync(folder).filter((f) => f.endsWith(".json"));

    it("holds exactly one catalogue per supported language", () => {
      expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
    });

    it("has English's ids, arguments and each language's plural forms in every language", () => {
      const english = read(folder, "en.json");
      const problems = LOCALES.filter((l) => l !== "en").flatMap((locale) =>
        files.includes(`${locale}.json`)
          ? catalogueProblems(english, read(folder, `${locale}.json`), locale)
          : [],
      );
      expect(problems).toEqual([]);
    });

    it("compiles in every language and in the pseudo-locale", () => {
      for (const file of files) expect(() => compileCatalogue(read(folder, file))).not.toThrow();
      expect(Object.keys(pseudoCatalogue(read(folder, "en.json")))).toEqual(
        Object.keys(read(folder, "en.json")),
      );
    });
  });
});
