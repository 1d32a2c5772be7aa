/** Readings of a V8 CPU profile (CDP `Profiler.stop`): own time per function, top-level lines. */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; positionTicks?: { line: number; ticks: number }[] }[];
  samples: number[];
  timeDeltas: number[];
}

const file = (url: string) => url.slice(url.lastIndexOf("/") + 1);

/** Functions by the time of their own (callees excluded), largest first; the idle thread left out. */
export function selfTimes(profile: CpuProfile, limit: number): { ms: number; where: string }[] {
  const byNode = new Map<number, number>();
  profile.samples.forEach((node, i) => {
    byNode.set(node, (byNode.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = byNode.get(node.id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (!ms || functionName === "(idle)") continue;
    const where = url
      ? `${functionName || "(top level)"} ${file(url)}:${lineNumber + 1}:${columnNumber + 1}`
      : functionName;
    byFunction.set(where, (byFunction.get(where) ?? 0) + ms);
  }
  return [...byFunction]
    .map(([where, ms]) => ({ where, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}

/** Lines of scripts' top level (a module's own code, outside its functions) by samples, most first. */
export function topLevelLines(profile: CpuProfile, limit: number): { samples: number; where: string }[] {
  const byLine = new Map<string, number>();
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    if (!url || functionName !== "" || lineNumber !== 0 || columnNumber !== 0) continue;
    for (const tick of node.positionTicks ?? []) {
      const where = `${file(url)}:${tick.line}`;
      byLine.set(where, (byLine.get(where) ?? 0) + tick.ticks);
    }
  }
  return [...byLine]
    .map(([where, samples]) => ({ where, samples }))
    .sort((a, b) => b.samples - a.samples)
    .slice(0, limit);
}
