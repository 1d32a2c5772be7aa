import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../test/players.ts";
import type { ClientToServerEvents, QueueStatus, ServerToClientEvents } from "./events.ts";

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
let api: TestApi;
let players: TestPlayer[];
const open: Client[] = [];
beforeAll(async () => {
  api = await startTestApi({ QUEUE_MAX_PLAYERS: "1" }, { realtime: true });
  players = await createPlayers(api, 3);
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await api.close();
});

function socket(options: Parameters<typeof connect>[1] = {}): Client {
  const s: Client = connect(`${api.url}/queue`, {
    path: "/socket.io/",
    transports: ["websocket"],
    reconnection: false,
    ...options,
  });
  open.push(s);
  return s;
}

const connectError = (s: Client) =>
  new Promise<string>((resolve, reject) => {
    s.once("connect_error", (error) => resolve(error.message));
    s.once("connect", () => reject(new Error("connected")));
  });

/** How long a push or an answer may take before the test gives up (a loaded machine is slow). */
const DEADLINE_MS = 60_000;

/** Collects pushes; `next(check)` resolves with the first (past or future) push that passes. */
function recorder(s: Client) {
  const pushes: QueueStatus[] = [];
  s.on("queue:status", (status) => pushes.push(status));
  return {
    pushes,
    async next(check: (status: QueueStatus) => boolean): Promise<QueueStatus> {
      const deadline = Date.now() + DEADLINE_MS;
      for (;;) {
        const found = pushes.find(check);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching push in ${JSON.stringify(pushes)}`);
        await Bun.sleep(10);
      }
    },
  };
}

describe("the /queue socket", { timeout: 2 * DEADLINE_MS }, () => {
  it("refuses a handshake without a valid token", async () => {
    expect(await connectError(socket())).toBe("UNAUTHORIZED");
    expect(await connectError(socket({ auth: { token: "not-a-real-session-token-000000" } }))).toBe(
      "UNAUTHORIZED",
    );
  });

  it("pushes the player's status on connect and after every change that affects it", async () => {
    const [first, second] = players as [TestPlayer, TestPlayer];
    const s = socket({ auth: { token: second.token } });
    const seen = recorder(s);
    await seen.next((st) => st.isInQueue === false);
    await api.request("POST", "/api/queue/join", { token: first.token, body: {} });
    await seen.next((st) => st.currentPlayers === 1 && !st.isInQueue);
    await api.request("POST", "/api/queue/join", { token: second.token, body: {} });
    await seen.next((st) => st.isInQueue && st.position === 1 && !st.canPlayNow);
    await api.request("DELETE", "/api/queue/leave", { token: first.token });
    const promoted = await seen.next((st) => st.canPlayNow);
    expect(promoted).toEqual((await api.request("GET", "/api/queue/status", { token: second.token })).body);
    await api.request("DELETE", "/api/queue/leave", { token: second.token });
  });

  it("answers queue:refresh with the status; an invalid payload is ignored", async () => {
    const [, , third] = players as [TestPlayer, TestPlayer, TestPlayer];
    const s = socket({ auth: { token: third.token } });
    await new Promise<void>((resolve) => s.once("connect", () => resolve()));
    const refresh = () => s.timeout(DEADLINE_MS).emitWithAck("queue:refresh", { reason: "visible" });
    expect(await refresh()).toMatchObject({ isInQueue: false, maxPlayers: 1 });
    // The server handles a socket's events in order and answers a valid refresh the same way it would
    // answer this one: two answered after it show it was dropped, without a bet on a duration.
    let answered = false;
    s.emit("queue:refresh", { reason: "drop tables" } as never, () => {
      answered = true;
    });
    expect(await refresh()).toMatchObject({ isInQueue: false });
    expect(await refresh()).toMatchObject({ isInQueue: false });
    expect(answered).toBe(false);
  });

  it("accepts the access_token cookie from our own origin, not from a foreign page", async () => {
    const [first] = players as [TestPlayer];
    const cookie = `access_token=${first.token}`;
    const ours = socket({
      transports: ["polling"],
      extraHeaders: { cookie, origin: new URL(api.deps.env.PUBLIC_URL).origin },
    });
    await recorder(ours).next((st) => st.maxPlayers === 1);
    const foreign = socket({
      transports: ["polling"],
      extraHeaders: { cookie, origin: "https://evil.example" },
    });
    expect(await connectError(foreign)).toBe("UNAUTHORIZED");
  });
});
