/**
 * The HTTP targets of bench:api: what each request is, how its first answer is checked, and the run
 * of one target with the server's CPU time per request (from /proc, so a busy machine, which slows
 * the wall clock of every target alike, still shows what each request costs the server).
 */
import type { ServerChild } from "./child.ts";
import type { LoadGenerator, LoadResult } from "./loadgen.ts";
import { cpuSeconds } from "./proc-cpu.ts";

export type TargetKey = "hello" | "usersMe" | "write" | "spin";

export interface Target {
  key: TargetKey;
  label: string;
  method: "GET" | "PATCH" | "POST";
  url: string;
  body?: string;
  /** Added to the shared request headers for this target only. */
  headers?: Record<string, string>;
  /** The first answer's body must pass this (after a 200). */
  check: (body: string) => boolean;
  server: ServerChild;
}

/** A load run plus the server process's CPU µs per request during it. */
export interface TargetRun extends LoadResult {
  serverCpuUsPerRequest: number;
}

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

export function targetsFor(hello: ServerChild, api: ServerChild): Target[] {
  const base = `http://127.0.0.1:${api.port}/api`;
  return [
    {
      key: "hello",
      label: "hello",
      method: "GET",
      url: `http://127.0.0.1:${hello.port}/`,
      check: (b) => b === "Hello Hono!",
      server: hello,
    },
    {
      key: "usersMe",
      label: "users/me",
      method: "GET",
      url: `${base}/users/me`,
      check: (b) => typeof json(b).id === "number",
      server: api,
    },
    {
      key: "write",
      label: "PATCH me",
      method: "PATCH",
      url: `${base}/users/me`,
      body: JSON.stringify({ nickname: "BenchPlayer" }),
      check: (b) => (json(b).user as { nickname?: unknown } | undefined)?.nickname === "BenchPlayer",
      server: api,
    },
    {
      key: "spin",
      label: "spin",
      method: "POST",
      url: `${base}/wheel/spin`,
      // What a browser's fetch sends for a POST without a body.
      headers: { "content-length": "0" },
      check: (b) => typeof (json(b).data as { spinId?: unknown } | undefined)?.spinId === "number",
      server: api,
    },
  ];
}

export async function expectOk(target: Target, headers: Record<string, string>): Promise<void> {
  const res = await fetch(target.url, {
    method: target.method,
    headers: { ...headers, ...target.headers },
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
  const body = await res.text();
  let ok = false;
  try {
    ok = res.status === 200 && target.check(body);
  } catch {
    ok = false;
  }
  if (!ok)
    throw new Error(
      `sanity check of ${target.method} ${target.url} failed: ${res.status} ${body.slice(0, 200)}`,
    );
}

export async function runTarget(
  generator: LoadGenerator,
  target: Target,
  options: { headers: Record<string, string>; connections: number; threads: number; seconds: number },
): Promise<TargetRun> {
  const cpuBefore = cpuSeconds(target.server.pid);
  const result = await generator.run({
    url: target.url,
    method: target.method,
    ...(target.body !== undefined ? { body: target.body } : {}),
    headers: { ...options.headers, ...target.headers },
    connections: options.connections,
    threads: options.threads,
    seconds: options.seconds,
  });
  const cpu = cpuSeconds(target.server.pid) - cpuBefore;
  const perRequest = result.requests > 0 ? (cpu * 1e6) / result.requests : Number.NaN;
  return { ...result, serverCpuUsPerRequest: Math.round(perRequest * 100) / 100 };
}
