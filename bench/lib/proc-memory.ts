/** A process's memory and file descriptors as Linux reports them (/proc/<pid>/…). */
import { readdirSync, readFileSync } from "node:fs";

export interface MemorySample {
  /** Resident set size now (VmRSS), bytes. */
  rss: number;
  /** Peak resident set size so far (VmHWM), bytes. */
  hwm: number;
}

function kbField(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match?.[1]) throw new Error(`no ${name} in /proc status`);
  return Number(match[1]) * 1024;
}

export function memory(pid: number): MemorySample {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return { rss: kbField(status, "VmRSS"), hwm: kbField(status, "VmHWM") };
}

/** Open file descriptors (sockets included). */
export const openFds = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

/** The soft "Max open files" limit (Infinity when unlimited). */
export function fdLimit(pid: number | "self"): number {
  const line = readFileSync(`/proc/${pid}/limits`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("Max open files"));
  const soft = line?.slice("Max open files".length).trim().split(/\s+/)[0];
  if (!soft) throw new Error("no open-files limit in /proc limits");
  return soft === "unlimited" ? Number.POSITIVE_INFINITY : Number(soft);
}

/** Samples `pid` every `everyMs` for `seconds`. */
export async function sampleMemory(pid: number, seconds: number, everyMs = 250): Promise<MemorySample[]> {
  const samples: MemorySample[] = [];
  const end = Date.now() + seconds * 1000;
  do {
    samples.push(memory(pid));
    await Bun.sleep(everyMs);
  } while (Date.now() < end);
  return samples;
}

export const medianOf = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
