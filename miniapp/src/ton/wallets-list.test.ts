import { afterAll, describe, expect, it } from "vitest";
import { TON_WALLETS_LIST_URL as LISTED_URL, tonWalletsList } from "../../../e2e/lib/ton-wallets.ts";
import { loadWalletsList, parseWalletsList, TON_WALLETS_LIST_URL } from "./wallets-list.ts";

const [tonkeeper, mytonwallet] = tonWalletsList();

describe("TON Connect's wallet list", () => {
  it("is the SDK's default source, the one the specs stand in for", () => {
    expect(TON_WALLETS_LIST_URL).toBe(LISTED_URL);
  });

  it("keeps every well-formed wallet, fields the SDK reads untouched", () => {
    expect(parseWalletsList(tonWalletsList())).toEqual(tonWalletsList());
  });

  it("leaves out, quietly, the entries the SDK would refuse", () => {
    const list = [
      tonkeeper,
      { ...mytonwallet, platforms: [] },
      { ...mytonwallet, bridge: [] },
      { ...mytonwallet, universal_url: undefined },
      { ...mytonwallet, bridge: [{ type: "sse" }] },
      {
        name: "No app name",
        image: "",
        about_url: "",
        platforms: ["ios"],
        bridge: [{ type: "js", key: "k" }],
      },
      null,
      "Tonkeeper",
    ];
    expect(parseWalletsList(list)).toEqual([tonkeeper]);
  });

  it("is no list when the answer is not a list or keeps no wallet", () => {
    expect(parseWalletsList({ wallets: tonWalletsList() })).toBeNull();
    expect(parseWalletsList([])).toBeNull();
    expect(parseWalletsList([{ ...tonkeeper, bridge: [] }])).toBeNull();
  });
});

describe("loading the wallet list", () => {
  const server = Bun.serve({
    port: 0,
    fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname === "/wallets.json") return Response.json(tonWalletsList());
      if (pathname === "/broken.json")
        return new Response("<html>", { headers: { "content-type": "text/html" } });
      return new Response("unavailable", { status: 503 });
    },
  });
  afterAll(() => server.stop(true));
  const at = (path: string) => new URL(path, server.url).href;
  const signal = () => new AbortController().signal;

  it("answers the list the source serves", async () => {
    expect(await loadWalletsList(signal(), at("/wallets.json"))).toEqual(tonWalletsList());
  });

  it("answers null, without throwing, for an error status, a body that is no JSON, or no server", async () => {
    expect(await loadWalletsList(signal(), at("/down.json"))).toBeNull();
    expect(await loadWalletsList(signal(), at("/broken.json"))).toBeNull();
    const closed = Bun.serve({ port: 0, fetch: () => new Response() });
    const gone = new URL("/wallets.json", closed.url).href;
    await closed.stop(true);
    expect(await loadWalletsList(signal(), gone)).toBeNull();
  });

  it("answers null once the panel gives up on it", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await loadWalletsList(controller.signal, at("/wallets.json"))).toBeNull();
  });
});
