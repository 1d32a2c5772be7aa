import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "../api/src/env.ts";

/**
 * docs/configuration.md's table, `.env.example` and the schema in api/src/env.ts name the same
 * variables: a variable added to one and not the others fails here.
 */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

/** Variables named in the first column of the table's rows: `NAME`, or several as `A`, `B`. */
function tableVariables(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) =>
      [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string),
    );
}

/** Variables `.env.example` documents, set or commented out: `NAME=` or `# NAME=` at a line's start. */
function exampleVariables(text: string): string[] {
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string);
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe("configuration", () => {
  const schema = sorted(ENV_VARIABLES);

  it("docs/configuration.md's table lists exactly the variables api/src/env.ts reads", () => {
    expect(sorted(tableVariables(read("./configuration.md")))).toEqual(schema);
  });

  it(".env.example documents exactly the variables api/src/env.ts reads", () => {
    expect(sorted(exampleVariables(read("../.env.example")))).toEqual(schema);
  });

  it("reads the table's rows and the example's lines as written", () => {
    expect(tableVariables("| `PORT`, `HOST` | `3000` | where |\n| variable | default |")).toEqual([
      "PORT",
      "HOST",
    ]);
    expect(exampleVariables("# --- queue\nPORT=3000\n# HOST=0.0.0.0\n#   not=this\n")).toEqual([
      "PORT",
      "HOST",
    ]);
  });
});
