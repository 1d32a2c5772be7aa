// CPU seconds a step's whole process tree used (every descendant it waited for: the browsers, the
// servers, the test workers), through GNU time when the machine has it. The run's tables print them
// beside the wall time: on 2 shared cores the sum of the steps' CPU seconds, not any one step's wall
// time, is what bounds the run.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./run.mjs";

const GNU_TIME = "/usr/bin/time";

/** Where a step's CPU figure goes. */
const cpuFile = (step) => join(ROOT, `.test-${step}.cpu`);

/** `[command, args]` wrapped so that the step's CPU time is written down (unchanged without GNU time). */
export function withCpuTime(step, command, args) {
  if (!existsSync(GNU_TIME)) return [command, args];
  rmSync(cpuFile(step), { force: true });
  return [GNU_TIME, ["-q", "-f", "%U %S", "-o", cpuFile(step), command, ...args]];
}

/** The step's user + system CPU seconds, or undefined when they were not measured. */
export function cpuSeconds(step) {
  if (!existsSync(cpuFile(step))) return undefined;
  const last = readFileSync(cpuFile(step), "utf8").trim().split("\n").at(-1) ?? "";
  const [user, system] = last.split(" ").map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : undefined;
}

/** The machine's busy and total CPU seconds so far, over every core (from /proc/stat; Linux only). */
export function machineCpu() {
  if (!existsSync("/proc/stat")) return undefined;
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const ticks = 100; // USER_HZ on Linux
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / ticks, total: total / ticks };
}
