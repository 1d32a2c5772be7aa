import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Dependencies between features go one way (docs/architecture.md §3): a feature may use a lower one, never
 * one that uses it back. Biome's `noRestrictedImports` names paths, not cycles, so this test reads
 * every import of web/src/features and fails on any cycle between feature folders, naming it.
 */
const FEATURES = dirname(fileURLToPath(import.meta.url));
const SOURCE = /\.(ts|tsx)$/;
/** `from "…"` (imports and re-exports), `import("…")` and bare `import "…"`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The feature folder a path lies in, or undefined outside web/src/features. */
function featureOf(path: string): string | undefined {
  const inside = relative(FEATURES, path);
  if (inside.startsWith("..") || !inside.includes(sep)) return undefined;
  return inside.split(sep)[0];
}

/** Feature → the other features it imports (relative imports; test files included). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      if (!specifier?.startsWith(".")) continue;
      const to = featureOf(resolve(dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's members, one group per strongly connected component of two or more (Tarjan). */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("feature dependencies", () => {
  it("finds cycles, direct and through other features", () => {
    const graph = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
    expect(cyclesOf(graph({ a: ["b"], b: ["a"], c: ["a"] }))).toEqual([["a", "b"]]);
    expect(cyclesOf(graph({ a: ["b"], b: ["c"], c: ["a"] }))).toEqual([["a", "b", "c"]]);
    expect(cyclesOf(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("reads the features' imports", () => {
    const graph = featureGraph();
    // Known one-way edges: the wheel embeds the fairness panel; the inventory shows store entries.
    expect(graph.get("wheel")?.has("fairness")).toBe(true);
    expect(graph.get("inventory")?.has("store")).toBe(true);
  });

  it("has no cycle between feature folders", () => {
    expect(cyclesOf(featureGraph())).toEqual([]);
  });
});
