import type { Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * Rolldown's automatic splitting cuts the code a first visit needs into ~25 small chunks (every module
 * shared with a lazy page gets a chunk of its own), and each is a request of its own before the page
 * can start: on a phone's slow connection those round trips, not the bytes, held the landing's start
 * back. This group puts every module the entry reaches through static imports into one chunk, so the
 * first load is the entry plus one file; what only lazy pages import keeps splitting as before. `alsoFetchedAtOnce` names small modules a
 * lazy part of the first screen needs at once (the landing's below-the-fold sections): in the entry's
 * chunk they cost their bytes, in files of their own each a request and its headers too.
 */
export function firstLoadChunk(entry: RegExp, name = "first-load", alsoFetchedAtOnce?: RegExp) {
  const fromEntry = staticallyReachedFrom((id, info) => info.isEntry && entry.test(id));
  return {
    debugName: name,
    name: (id: string, ctx: ChunkingContext) =>
      fromEntry(id, ctx) || alsoFetchedAtOnce?.test(id) ? name : null,
  };
}

/**
 * One chunk for a lazy screen and everything it reaches through static imports that the entry does
 * not already load: `roots` names the screen's modules (a page loaded by a dynamic import). Rolldown
 * otherwise cuts every module the screen shares with another lazy page into a chunk of its own, and a
 * phone pays each file's response overhead and round trip before the screen can show. A later page
 * that shares a module of this chunk loads the chunk (once, and cached after).
 *
 * Rolldown also puts a captured module's dependencies into the group's chunk: a module the entry
 * needs as well (a library, Vite's preload helper) must belong to an earlier group, or the entry
 * would import this chunk and every first load would carry it (bench:bundle shows it).
 */
export function screenChunk(roots: RegExp, name: string) {
  const fromRoot = staticallyReachedFrom((id) => roots.test(id));
  const fromEntry = staticallyReachedFrom((_id, info) => info.isEntry);
  return {
    debugName: name,
    name: (id: string, ctx: ChunkingContext) => (fromRoot(id, ctx) && !fromEntry(id, ctx) ? name : null),
  };
}

/**
 * Whether a module is reached through static imports only from a module `start` accepts: a walk up
 * its importers, each module seen once (exact, cycles included); the answer is kept per module.
 */
function staticallyReachedFrom(start: (id: string, info: Rolldown.ModuleInfo) => boolean) {
  const memo = new Map<string, boolean>();
  return (id: string, ctx: ChunkingContext): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (!found && queue.length > 0) {
      const current = queue.pop() as string;
      const info = ctx.getModuleInfo(current);
      if (!info) continue;
      if (memo.get(current) === true || start(current, info)) found = true;
      else
        for (const importer of info.importers)
          if (!seen.has(importer)) {
            seen.add(importer);
            queue.push(importer);
          }
    }
    memo.set(id, found);
    return found;
  };
}
