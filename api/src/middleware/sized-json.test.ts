import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";
import { immutableJson } from "./sized-json.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Bytes as sent: a browser's Accept-Encoding, no transparent decompression. */
const raw = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, {
    headers: { "Accept-Encoding": "gzip, deflate, br, zstd", ...headers },
    decompress: false,
  } as RequestInit);

describe("the API's JSON answers", () => {
  it("declare their length, and a small one goes out uncompressed, varying on Accept-Encoding", async () => {
    const { token } = await api.signUp("sized@jadeverse.test");
    // Non-ASCII text: the length is in bytes, not characters.
    const patch = await api.request("PATCH", "/api/users/me", { token, body: { nickname: "Jadé Ünal" } });
    expect(patch.status).toBe(200);
    const res = await raw("/api/users/me", { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(JSON.parse(new TextDecoder().decode(body))).toMatchObject({
      email: "sized@jadeverse.test",
      nickname: "Jadé Ünal",
    });
  });

  it("keep their status and headers, errors and HEAD answers included", async () => {
    const missing = await raw("/api/no-such-route");
    const text = await missing.text();
    expect(missing.status).toBe(404);
    expect(Number(missing.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text).error.code).toBe("NOT_FOUND");
    const wrongMethod = await fetch(`${api.url}/api/health`, { method: "DELETE" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET, HEAD");
    // A HEAD answer names the length of the body a GET would carry (an answer whose text does not
    // change between two calls: health's latency and uptime can change their number of digits).
    const head = await fetch(`${api.url}/api/wheel/config`, { method: "HEAD" });
    const get = await fetch(`${api.url}/api/wheel/config`);
    expect(get.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String((await get.arrayBuffer()).byteLength));
  });
});

describe("immutableJson", () => {
  it("freezes a value all the way down, so the JSON text kept for it cannot go stale", () => {
    const value = immutableJson({ id: 1, skin: { image: { url: "/a.svg" } }, avatars: [{ id: 2 }] });
    expect(Object.isFrozen(value.skin.image)).toBe(true);
    expect(Object.isFrozen(value.avatars[0])).toBe(true);
    expect(() => {
      (value.skin.image as { url: string }).url = "/b.svg";
    }).toThrow(TypeError);
    expect(() => value.avatars.push({ id: 3 })).toThrow(TypeError);
  });

  it("serves the player's answer again after a change (a new object), never the kept text", async () => {
    const { token } = await api.signUp("again@jadeverse.test");
    const first = await api.request("GET", "/api/users/me", { token });
    const same = await api.request("GET", "/api/users/me", { token });
    expect(same.body).toEqual(first.body);
    await api.request("PATCH", "/api/users/me", { token, body: { nickname: "Renamed" } });
    const after = await api.request("GET", "/api/users/me", { token });
    expect(after.body).toEqual({ ...first.body, nickname: "Renamed" });
  });
});
