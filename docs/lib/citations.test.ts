import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { anchorOf, problemsIn, unresolvedCitations } from "./citations.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("every citation in the repository resolves", () => {
  it("finds each cited document, section, heading and documented path", () => {
    const problems = unresolvedCitations(ROOT).map((p) => `${p.file}:${p.line}: ${p.cited} (${p.why})`);
    expect(problems).toEqual([]);
  });
});

describe("the citation check", () => {
  const root = mkdtempSync(join(tmpdir(), "jv-citations-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "docs/product"), { recursive: true });
  mkdirSync(join(root, "api/src"), { recursive: true });
  writeFileSync(join(root, "api/src/index.ts"), "");
  writeFileSync(join(root, "docs/product/economy.md"), "# Economy\n\n## §2 Screens\n\n### Purchase screen\n");
  writeFileSync(join(root, "docs/payments.md"), "# Payments\n\n## The ledger\n\n```\n# not a heading\n```\n");
  const check = (file: string, text: string) => problemsIn(root, file, text).map((p) => p.why);

  it("accepts a document, a numbered section and a heading that exist", () => {
    expect(check("api/src/a.ts", '// docs/product/economy.md §2 "Purchase screen"')).toEqual([]);
    expect(check("api/src/a.ts", '// docs/payments.md "The ledger", docs/payments.md\'s rules')).toEqual([]);
  });

  it("fails on a missing document, section or heading", () => {
    expect(check("api/src/a.ts", "// docs/product/platform.md §2")).toEqual([
      "docs/product/platform.md does not exist",
    ]);
    expect(check("api/src/a.ts", "// docs/product/economy.md §3")).toEqual([
      'docs/product/economy.md has no heading "§3 …"',
    ]);
    expect(check("api/src/a.ts", "// docs/product/economy.md §21")).toHaveLength(1);
    expect(check("api/src/a.ts", '// docs/payments.md "Refunds"')).toEqual([
      'docs/payments.md has no heading "Refunds"',
    ]);
    expect(check("api/src/a.ts", '// docs/payments.md "not a heading"')).toHaveLength(1);
  });

  it("fails on documents outside the repository", () => {
    // Spelled in pieces so that this file does not itself cite them.
    expect(check("api/src/a.ts", `// ${"ARCHI"}TECTURE §5`)).toHaveLength(1);
    expect(check("api/src/a.ts", `/** ${"Spe"}c 001 §2 */`)).toHaveLength(1);
    expect(check("docs/a.md", "[guide](../../common/ARCH.md)")).toEqual(["links outside the repository"]);
  });

  it("resolves Markdown links and anchors relative to the document", () => {
    expect(check("docs/product/x.md", "[ledger](../payments.md#the-ledger)")).toEqual([]);
    expect(check("docs/x.md", "[ledger](payments.md#refunds)")).toEqual([
      "docs/payments.md has no heading for #refunds",
    ]);
    expect(check("docs/x.md", "[x](missing.md)")).toEqual(["docs/missing.md does not exist"]);
    expect(check("docs/x.md", "[site](https://example.com/a.md)")).toEqual([]);
    expect(check("docs/x.md", "![shot](images/gone.png) [code](../api/src/index.ts)")).toEqual([
      "docs/images/gone.png does not exist",
    ]);
  });

  it("checks repository paths a document names, not placeholders", () => {
    expect(check("docs/x.md", "`api/src/index.ts` and `api/src/index.ts:12`")).toEqual([]);
    expect(check("docs/x.md", "`api/src/gone.ts`")).toEqual(["api/src/gone.ts does not exist"]);
    expect(check("docs/x.md", "`api/src/routes/<area>/` `db/src/*.ts`")).toEqual([]);
    // Paths in code are checked by the compiler, not here.
    expect(check("api/src/a.ts", "`api/src/gone.ts`")).toEqual([]);
  });

  it("anchors headings as GitHub does", () => {
    expect(anchorOf("§2 Screens and routes")).toBe("2-screens-and-routes");
    expect(anchorOf("Front end: one route table, two shells")).toBe("front-end-one-route-table-two-shells");
  });
});
