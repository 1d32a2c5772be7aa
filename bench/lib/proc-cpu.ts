/** A process's CPU time as Linux reports it (/proc/<pid>/stat: user + system, all its threads). */
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on every Linux we run). */
const TICKS_PER_SECOND = (() => {
  const probe = Bun.spawnSync(["getconf", "CLK_TCK"], { stdout: "pipe", stderr: "ignore" });
  const ticks = Number(probe.stdout.toString().trim());
  return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
})();

/** Seconds of CPU `pid` has used so far (user + system, every thread). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of stat (utime, stime) are 12 and 13 here, field 3 (state) being 1.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`unreadable /proc/${pid}/stat`);
  return (utime + stime) / TICKS_PER_SECOND;
}
