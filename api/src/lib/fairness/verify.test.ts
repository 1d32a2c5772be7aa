import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers } from "../../../test/players.ts";
import { grantGems, seedWheelFixture } from "../../../test/wheel-setup.ts";
import {
  type SpinHistoryEntry,
  sectionTableResponse,
  verifySpin,
  wheelHistoryResponse,
} from "../../client-contracts.ts";

// The browser's verifier is the module the server draws spins with (one fairness algorithm, exported
// through the client package). Here it checks spins the server recorded, read over HTTP and parsed
// with the same response schemas the web app parses them with.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedWheelFixture(api);
});
afterAll(() => api.close());

async function spunAndRevealed(spins: number): Promise<SpinHistoryEntry[]> {
  const [player] = await createPlayers(api, 1);
  await grantGems(api, player!.userId, spins);
  await api.request("POST", "/api/fairness/client-seed", {
    token: player!.token,
    body: { clientSeed: "browser" },
  });
  for (let i = 0; i < spins; i++)
    expect((await api.request("POST", "/api/wheel/spin", { token: player!.token })).status).toBe(200);
  expect((await api.request("POST", "/api/fairness/rotate", { token: player!.token })).status).toBe(200);
  const history = await api.request("GET", `/api/wheel/history?limit=${spins}`, { token: player!.token });
  expect(history.status).toBe(200);
  return wheelHistoryResponse.parse(history.body).data;
}

async function recordedTable(hash: string) {
  const res = await api.request("GET", `/api/wheel/section-table?hash=${hash}`);
  expect(res.status).toBe(200);
  return sectionTableResponse.parse(res.body).sections;
}

describe("the browser's verifier against spins the server recorded", () => {
  it("recomputes every spin: seed commitment, table hash, provenance and position", async () => {
    const entries = await spunAndRevealed(40);
    expect(entries).toHaveLength(40);
    const table = await recordedTable(entries[0]!.sectionTableHash);
    for (const entry of entries) {
      expect(entry.serverSeed, "revealed by the rotation").not.toBeNull();
      const result = verifySpin({ ...entry, serverSeed: entry.serverSeed! }, table);
      expect(result, `spin ${entry.id} (nonce ${entry.nonce})`).toEqual({
        seedHashMatches: true,
        tableHashMatches: true,
        provenanceMatches: true,
        recomputedPosition: entry.position,
        positionMatches: true,
        match: true,
      });
    }
    // The draw is not constant: more than one section came up.
    expect(new Set(entries.map((e) => e.position)).size).toBeGreaterThan(1);
  }, 60_000);

  it("says which check fails when a recorded spin or its table is altered", async () => {
    const [entry] = await spunAndRevealed(1);
    const table = await recordedTable(entry!.sectionTableHash);
    const spin = { ...entry!, serverSeed: entry!.serverSeed! };
    expect(verifySpin({ ...spin, serverSeed: "0".repeat(64) }, table)).toMatchObject({
      seedHashMatches: false,
      provenanceMatches: false,
      match: false,
    });
    expect(verifySpin({ ...spin, clientSeed: "someone else" }, table)).toMatchObject({
      seedHashMatches: true,
      provenanceMatches: false,
      match: false,
    });
    expect(verifySpin({ ...spin, position: (spin.position + 1) % table.length }, table)).toMatchObject({
      positionMatches: false,
      match: false,
    });
    const reweighted = table.map((row) => ({ ...row, weight: row.weight + 1 }));
    expect(verifySpin(spin, reweighted)).toMatchObject({ tableHashMatches: false, match: false });
    expect(
      verifySpin(
        spin,
        table.map((row) => ({ ...row, weight: 0 })),
      ),
    ).toMatchObject({
      recomputedPosition: null,
      match: false,
    });
  }, 60_000);
});
