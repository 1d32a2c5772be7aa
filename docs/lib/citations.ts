/**
 * Finds every citation of a document, a document's section or a repository path in the repository's
 * text files, and says which ones do not resolve (docs/architecture.md §3 "Citations"). A citation is:
 * - a Markdown document by its path from the root, `docs/payments.md`, `bench/README.md`, optionally
 *   with a numbered section (`docs/product/economy.md §2`) or a heading (`docs/games.md "Instant games"`);
 * - a Markdown link or image, `[text](payments.md#the-ledger)`, relative to the file it is written in;
 * - in the documents themselves, a repository path in backticks (`api/src/index.ts`);
 * - a name that points outside the repository (the old design notes, the old requirement files by
 *   number), which never resolves.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

export interface Problem {
  file: string;
  line: number;
  cited: string;
  why: string;
}

const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|md|css|html|sh|toml|ya?ml|sol|txt)$|(^|\/)\.env\.example$/;
const SKIPPED = /(^|\/)(bun\.lock|node_modules\/.*|.*\/dist\/.*|bench\/results\/.*)$/;
/** This check's own module and test: their examples of broken citations are meant to be broken. */
const OWN = /^docs\/lib\/citations(\.test)?\.ts$/;
/** Top-level folders a repository path starts with. */
const ROOTS = "api|web|bot|db|miniapp|e2e|bench|scripts|docs|\\.ci";

/** The repository's tracked and new (not ignored) text files, relative to `root`. */
export function repositoryTextFiles(root: string): string[] {
  const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split("\n")
    .filter((f) => f && TEXT.test(f) && !SKIPPED.test(f) && !OWN.test(f) && existsSync(join(root, f)));
}

/** A heading's GitHub anchor: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function headings(text: string): string[] {
  const found: string[] = [];
  let fenced = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (m?.[1]) found.push(m[1].trim());
  }
  return found;
}

/** Reads and caches each cited document's headings. */
class Documents {
  private readonly cache = new Map<string, string[] | null>();
  constructor(private readonly root: string) {}
  headingsOf(path: string): string[] | null {
    if (!this.cache.has(path)) {
      const full = join(this.root, path);
      this.cache.set(path, existsSync(full) ? headings(readFileSync(full, "utf8")) : null);
    }
    return this.cache.get(path) ?? null;
  }
}

const DOC_CITATION =
  /(?<![\w/.-])((?:docs\/[\w./-]+|(?:bench|e2e)\/README|README)\.md)(?:'s)?(?:,?\s+(§\d+))?(?:,?\s+"([^"\n]{1,80})")?/g;
const MD_LINK = /\]\(([^()\s#]+)?(#[\w-]+)?\)/g;
const BACKTICKED_PATH = new RegExp(String.raw`\x60((?:${ROOTS})/[\w./@+-]+?)(?::\d+)?/?\x60`, "g");
const LEGACY = /\bARCHITECTURE\b|\b[Ss]pec 00[01]\b/g;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function checkSection(docs: Documents, doc: string, section?: string, title?: string): string | null {
  const found = docs.headingsOf(doc);
  if (!found) return `${doc} does not exist`;
  if (section) {
    const wanted = new RegExp(`^${section}(?![\\d.])`);
    return found.some((h) => wanted.test(h)) ? null : `${doc} has no heading "${section} …"`;
  }
  if (title) {
    const lower = title.toLowerCase();
    return found.some((h) => h.toLowerCase().includes(lower)) ? null : `${doc} has no heading "${title}"`;
  }
  return null;
}

/** A path git ignores: a build's or a run's output (`web/dist`, `e2e/artifacts/`), made, not committed. */
function isGenerated(root: string, path: string): boolean {
  try {
    // As a folder's content too: a pattern like `dist/` matches only what lies inside a folder.
    execFileSync("git", ["check-ignore", "--no-index", path, `${path}/x`], {
      cwd: root,
      stdio: "ignore",
    });
    return true;
  } catch {
    return false;
  }
}

/** Every citation in `file` (relative to `root`) that does not resolve. */
export function problemsIn(root: string, file: string, text: string, docs = new Documents(root)): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, cited: string, why: string) =>
    problems.push({ file, line: lineOf(text, index), cited, why });

  for (const m of text.matchAll(LEGACY)) {
    report(
      m.index,
      m[0],
      "names a document outside the repository: cite docs/architecture.md or docs/product/",
    );
  }
  for (const m of text.matchAll(DOC_CITATION)) {
    const [cited, doc, section, title] = m;
    const why = checkSection(docs, doc as string, section, title);
    if (why) report(m.index, cited, why);
  }
  if (file.endsWith(".md")) {
    for (const m of text.matchAll(MD_LINK)) {
      const [cited, target, anchor] = m;
      if (!target && !anchor) continue;
      if (target && /^[a-z]+:/.test(target)) continue;
      const doc = target ? normalize(join(dirname(file), target)) : file;
      if (doc.startsWith("..")) {
        report(m.index, cited, "links outside the repository");
        continue;
      }
      if (!doc.endsWith(".md")) {
        if (!existsSync(join(root, doc))) report(m.index, cited, `${doc} does not exist`);
        continue;
      }
      const found = docs.headingsOf(doc);
      if (!found) report(m.index, cited, `${doc} does not exist`);
      else if (anchor && !found.some((h) => `#${anchorOf(h)}` === anchor)) {
        report(m.index, cited, `${doc} has no heading for ${anchor}`);
      }
    }
    for (const m of text.matchAll(BACKTICKED_PATH)) {
      const path = m[1] as string;
      if (/[*<>{}]|\.\.\./.test(path) || existsSync(join(root, path)) || isGenerated(root, path)) continue;
      report(m.index, m[0], `${path} does not exist`);
    }
  }
  return problems;
}

/** Every unresolved citation in the repository at `root`. */
export function unresolvedCitations(root: string): Problem[] {
  const docs = new Documents(root);
  return repositoryTextFiles(root).flatMap((file) =>
    problemsIn(root, relative(root, join(root, file)), readFileSync(join(root, file), "utf8"), docs),
  );
}
