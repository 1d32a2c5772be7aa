// A buyer's payment socket for the crypto payment tests (`/crypto` for EVM, `/solana`): it connects
// as the front end does and keeps the payment events it hears.
import { io as connect, type Socket } from "socket.io-client";
import { expect } from "vitest";
import type { ServerToClientEvents } from "../src/realtime/events.ts";

export interface HeardEvent {
  event: string;
  payload: unknown;
}

/** Connects to `namespace` of the API at `url` with `token`; `sockets` collects it for the suite's teardown. */
export async function listenForPayments(
  url: string,
  namespace: "/crypto" | "/solana",
  token: string,
  sockets: Socket[],
): Promise<HeardEvent[]> {
  const heard: HeardEvent[] = [];
  const socket: Socket<ServerToClientEvents> = connect(`${url}${namespace}`, {
    path: "/socket.io/",
    auth: { token },
    transports: ["websocket"],
    reconnection: false,
  });
  sockets.push(socket);
  socket.on("payment:success", (payload) => heard.push({ event: "payment:success", payload }));
  socket.on("payment:failed", (payload) => heard.push({ event: "payment:failed", payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return heard;
}

/** Waits (up to 10 s) for `check` to hold, then asserts it. */
export async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await Bun.sleep(10);
  expect(check()).toBe(true);
}
