import type { Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * Rolldown's automatic splitting cuts the code a first visit needs into ~25 small chunks (every module
 * shared with a lazy page gets a chunk of its own), and each is a request of its own before the page
 * can start: on a phone's slow connection those round trips, not the bytes, held the landing's start
 * back. This group puts every module the entry reaches through static imports into one chunk, so the
 * first load is the entry plus one file; what only lazy pages import keeps splitting as before.
 */
export function firstLoadChunk(entry: RegExp, name = "first-load") {
  const reachable = new Map<string, boolean>();
  const fromEntry = (id: string, ctx: ChunkingContext, path: Set<string>): boolean => {
    const known = reachable.get(id);
    if (known !== undefined) return known;
    if (path.has(id)) return false;
    const info = ctx.getModuleInfo(id);
    if (!info) return false;
    if (info.isEntry) {
      reachable.set(id, entry.test(id));
      return entry.test(id);
    }
    path.add(id);
    const result = info.importers.some((importer) => fromEntry(importer, ctx, path));
    path.delete(id);
    reachable.set(id, result);
    return result;
  };
  return {
    debugName: name,
    name: (id: string, ctx: ChunkingContext) => (fromEntry(id, ctx, new Set()) ? name : null),
  };
}
