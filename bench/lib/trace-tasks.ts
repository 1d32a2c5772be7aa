/** Main-thread tasks of a Chromium trace (`browser.startTracing`), each split into what ran in it. */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface MainThreadTask {
  /** Since the last navigation of the traced page. */
  startMs: number;
  durationMs: number;
  /** What ran in the task, largest first: [label, ms]. */
  parts: [string, number][];
}

/** Trace event names → what a reader calls them; events of one label nested in another count once. */
const LABELS: Record<string, string> = {
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  "v8.compile": "compile",
  "v8.compileModule": "compile",
  "v8.evaluateModule": "evaluate module",
  EvaluateScript: "evaluate script",
  FunctionCall: "script callback",
  TimerFire: "script callback",
  FireAnimationFrame: "script callback",
  EventDispatch: "script callback",
  MajorGC: "garbage collection",
  MinorGC: "garbage collection",
};

/** The renderer's main thread with the most events: the page's (other renderers hold blank pages). */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter(
    (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  const counts = new Map<string, number>();
  for (const e of events) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const best = mains.sort(
    (a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  if (!best) throw new Error("the trace holds no renderer main thread");
  return { pid: best.pid, tid: best.tid };
}

/** Tasks of at least `minMs` on the page's main thread, from its last navigation on. */
export function mainThreadTasks(events: TraceEvent[], minMs: number): MainThreadTask[] {
  const main = pageMainThread(events);
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const navigations = events
    .filter((e) => e.name === "navigationStart" && e.pid === main.pid)
    .map((e) => e.ts);
  const start = navigations.length > 0 ? Math.max(...navigations) : (onMain[0]?.ts ?? 0);
  const tasks: MainThreadTask[] = [];
  for (const task of onMain) {
    const dur = task.dur ?? 0;
    if (task.name !== "RunTask" || dur < minMs * 1000 || task.ts < start) continue;
    const end = task.ts + dur;
    const parts = new Map<string, number>();
    let coveredUntil = 0;
    for (const e of onMain) {
      if (e.ts < task.ts || e === task) continue;
      if (e.ts > end) break;
      const label = LABELS[e.name];
      if (!label || e.ts < coveredUntil) continue;
      const eDur = e.dur ?? 0;
      parts.set(label, (parts.get(label) ?? 0) + eDur / 1000);
      coveredUntil = e.ts + eDur;
    }
    tasks.push({
      startMs: (task.ts - start) / 1000,
      durationMs: dur / 1000,
      parts: [...parts].filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1]),
    });
  }
  return tasks;
}
