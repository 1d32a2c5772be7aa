import { createHash } from "node:crypto";
import { fairnessSeeds } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { fairnessRotateResponse, fairnessStateResponse } from "../../lib/fairness/responses.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const seedRows = (userId: number) =>
  api.db.orm.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
const state = async (p: TestPlayer) => {
  const res = await api.request("GET", "/api/fairness", { token: p.token });
  expect(res.status).toBe(200);
  return fairnessStateResponse.parse(res.body);
};

describe("fairness routes", () => {
  it("need a session (401) and write nothing without one", async () => {
    for (const [method, path] of [
      ["GET", "/api/fairness"],
      ["POST", "/api/fairness/client-seed"],
      ["POST", "/api/fairness/rotate"],
    ] as const) {
      const res = await api.request(method, path, method === "POST" ? { body: { clientSeed: "x" } } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe("UNAUTHORIZED");
    }
    expect(await api.db.orm.select().from(fairnessSeeds)).toEqual([]);
  });

  it("GET commits to a server seed on first use and answers the same live seed after", async () => {
    const [p] = await createPlayers(api, 1);
    const first = await state(p!);
    expect(first.nonce).toBe(0);
    expect(first.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(await state(p!)).toEqual(first);
    const rows = await seedRows(p!.userId);
    expect(rows).toHaveLength(1);
    // Only the hash is published: it is sha256 of the stored seed's text.
    expect(sha256(rows[0]!.serverSeed)).toBe(first.serverSeedHash);
    expect(JSON.stringify(first)).not.toContain(rows[0]!.serverSeed);
  });

  it("sets a client seed of 1–64 printable characters; refuses others with 400 and changes nothing", async () => {
    const [p] = await createPlayers(api, 1);
    const before = await state(p!);
    for (const clientSeed of ["", "x".repeat(65), "line\nbreak", 42, "jäde"]) {
      const res = await api.request("POST", "/api/fairness/client-seed", {
        token: p!.token,
        body: { clientSeed },
      });
      expect(res.status, JSON.stringify(clientSeed)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
    const extra = await api.request("POST", "/api/fairness/client-seed", {
      token: p!.token,
      body: { clientSeed: "ok", other: 1 },
    });
    expect(extra.status).toBe(400);
    expect(await state(p!)).toEqual(before);
    const set = await api.request("POST", "/api/fairness/client-seed", {
      token: p!.token,
      body: { clientSeed: "my lucky seed ~7" },
    });
    expect(set.status).toBe(200);
    expect(fairnessStateResponse.parse(set.body)).toEqual({ ...before, clientSeed: "my lucky seed ~7" });
    expect(await state(p!)).toEqual({ ...before, clientSeed: "my lucky seed ~7" });
  });

  it("rotate reveals the committed seed, keeps the client seed and commits to a new one", async () => {
    const [p] = await createPlayers(api, 1);
    const live = await state(p!);
    const res = await api.request("POST", "/api/fairness/rotate", { token: p!.token });
    expect(res.status).toBe(200);
    const rotation = fairnessRotateResponse.parse(res.body);
    expect(rotation.previous.serverSeedHash).toBe(live.serverSeedHash);
    expect(sha256(rotation.previous.serverSeed)).toBe(live.serverSeedHash);
    expect(rotation.previous.clientSeed).toBe(live.clientSeed);
    expect(rotation.previous.lastNonce).toBeNull();
    expect(rotation.next.serverSeedHash).not.toBe(live.serverSeedHash);
    const after = await state(p!);
    expect(after).toEqual({
      serverSeedHash: rotation.next.serverSeedHash,
      clientSeed: live.clientSeed,
      nonce: 0,
    });
    // Two rows now: the revealed one and the live one.
    const rows = await seedRows(p!.userId);
    expect(rows.filter((r) => r.revealedAt === null)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  it("parallel rotations each reveal a distinct seed and leave exactly one live seed", async () => {
    const [p] = await createPlayers(api, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.request("POST", "/api/fairness/rotate", { token: p!.token })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const revealed = results.map((r) => fairnessRotateResponse.parse(r.body).previous.serverSeed);
    expect(new Set(revealed).size).toBe(10);
    const rows = await seedRows(p!.userId);
    expect(rows.filter((r) => r.revealedAt === null)).toHaveLength(1);
  });
});
