import type { Deps } from "../context.ts";

/**
 * Work that must not shape a response: when a reply has to look and take the same for every input
 * (password reset, verification resend: no account enumeration by answer or by timing), the handler
 * answers first and the address-dependent work runs here. Failures are logged, never thrown.
 * `backgroundIdle(deps)` waits for it (tests, graceful shutdown).
 */
const pending = new WeakMap<object, Set<Promise<void>>>();

export function runInBackground(deps: Deps, name: string, task: () => Promise<void>): void {
  const set = pending.get(deps) ?? new Set<Promise<void>>();
  pending.set(deps, set);
  // Not a microtask: one would run before the response is written (Hono's chain and Bun's write
  // resume on later microtasks), and the embedded driver's synchronous reads would delay the answer.
  // `setImmediate` runs after the answer has left.
  const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => deps.logger.error("background task failed", { task: name, error }))
    .finally(() => set.delete(job));
  set.add(job);
}

export async function backgroundIdle(deps: Deps): Promise<void> {
  const set = pending.get(deps);
  while (set && set.size > 0) await Promise.all([...set]);
}
