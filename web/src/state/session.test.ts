import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../api/test/harness.ts";
import { type Transport, unwrap } from "../lib/api-client.ts";
import { userKeys } from "../lib/queries/users.ts";
import { restoreFromCookie } from "../shell/web-app.ts";
import { accessTokenAtom, isSignedInAtom, sessionAtom } from "./auth.ts";
import { createSession, type SessionOptions, type TokenStorage } from "./session.ts";
import { createAppStore } from "./store.ts";

// The sign-in model against the real API over real HTTP: a browser's cookie jar is played by `jar`.

const PASSWORD = "jade-secret-42";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

function memoryStorage(initial: string | null = null): TokenStorage & { value: string | null } {
  return {
    value: initial,
    read() {
      return this.value;
    },
    write(token) {
      this.value = token;
    },
  };
}

/** A browser profile's cookies: sent with every request, updated from every answer. */
function cookieJar() {
  const cookies = new Map<string, string>();
  const jarFetch: Transport = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size)
      headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (!value || /max-age=0\b/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return jarFetch;
}

function setup(overrides: Partial<SessionOptions> & { storage?: ReturnType<typeof memoryStorage> } = {}) {
  const store = createAppStore();
  const queryClient = new QueryClient();
  const storage = overrides.storage ?? memoryStorage();
  const ended: number[] = [];
  const session = createSession({
    store,
    queryClient,
    storage,
    origin: api.url,
    restore: restoreFromCookie,
    onSessionEnded: () => ended.push(Date.now()),
    ...overrides,
  });
  return { store, queryClient, storage, session, ended };
}

const settled = async (store: ReturnType<typeof createAppStore>) => {
  for (let i = 0; i < 1_500 && store.get(sessionAtom).status === "checking"; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return store.get(sessionAtom);
};

async function logIn(email: string, jar: Transport): Promise<string> {
  const response = await jar(`${api.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe("createSession", () => {
  it("starts signed in with a stored token, and a revoked token ends the session once", async () => {
    const { token } = await api.signUp("stored-token@example.com", PASSWORD);
    const { store, storage, session, ended } = setup({ storage: memoryStorage(token) });
    expect(store.get(sessionAtom)).toEqual({ status: "signed-in" });
    expect(store.get(accessTokenAtom)).toBe(token);
    expect((await unwrap(session.api.api.users.me.$get())).email).toBe("stored-token@example.com");

    expect((await api.request("POST", "/api/auth/logout", { token })).status).toBeLessThan(300);
    await expect(unwrap(session.api.api.users.me.$get())).rejects.toMatchObject({ status: 401 });
    expect(store.get(sessionAtom)).toEqual({ status: "signed-out", error: null });
    expect(storage.value).toBeNull();
    expect(ended).toHaveLength(1);
  });

  it("honours a session begun elsewhere: without a token the cookie is checked with the server", async () => {
    await api.signUp("cookie-tab@example.com", PASSWORD);
    const jar = cookieJar();
    await logIn("cookie-tab@example.com", jar); // the first tab
    // A second tab: no bearer token of its own, the same cookies.
    const { store, queryClient, session } = setup({ fetch: jar });
    expect(store.get(sessionAtom).status).toBe("checking");
    expect(await settled(store)).toEqual({ status: "signed-in" });
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(store.get(isSignedInAtom)).toBe(true);
    // The check's answer is the player's cache entry; later calls ride the cookie.
    expect(queryClient.getQueryData(userKeys.me())).toMatchObject({ email: "cookie-tab@example.com" });
    expect((await unwrap(session.api.api.users.me.$get())).email).toBe("cookie-tab@example.com");
  });

  it("is signed out without a token or a valid cookie, with no error to show", async () => {
    const { store, ended } = setup({ fetch: cookieJar() });
    expect(await settled(store)).toEqual({ status: "signed-out", error: null });
    expect(ended).toHaveLength(0);
  });

  it("asks nobody when the tab's storage says this browser never signed in (a visitor is no 401)", async () => {
    const calls: string[] = [];
    const counting: Transport = (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    };
    const storage = { ...memoryStorage(), mayHoldSession: () => false };
    const { store } = setup({ fetch: counting, storage });
    expect(store.get(sessionAtom)).toEqual({ status: "signed-out", error: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it("forgets the hint of a session when the server finds none behind it", async () => {
    const writes: (string | null)[] = [];
    const storage = {
      ...memoryStorage(),
      write: (token: string | null) => void writes.push(token),
      mayHoldSession: () => true,
    };
    const { store } = setup({ fetch: cookieJar(), storage });
    expect(await settled(store)).toEqual({ status: "signed-out", error: null });
    expect(writes).toEqual([null]);
  });

  it("keeps the session when a request is refused for its own reason (a wrong password is not a lost session)", async () => {
    const { token } = await api.signUp("wrong-password@example.com", PASSWORD);
    const { store, session } = setup({ storage: memoryStorage(token) });
    await expect(
      unwrap(
        session.api.api.auth.login.$post({
          json: { email: "wrong-password@example.com", password: "nope-nope-1" },
        }),
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect(store.get(sessionAtom)).toEqual({ status: "signed-in" });
    expect(store.get(accessTokenAtom)).toBe(token);
  });

  it("keeps each store's sign-in apart and clears the cache on sign-in and sign-out", async () => {
    const { token } = await api.signUp("two-stores@example.com", PASSWORD);
    const first = setup({ fetch: cookieJar() });
    const second = setup({ fetch: cookieJar() });
    await settled(first.store);
    await settled(second.store);
    first.queryClient.setQueryData(["stale"], 1);
    first.session.signIn(token);
    expect(first.store.get(isSignedInAtom)).toBe(true);
    expect(first.storage.read()).toBe(token);
    expect(first.queryClient.getQueryData(["stale"])).toBeUndefined();
    expect(second.store.get(isSignedInAtom)).toBe(false);

    first.queryClient.setQueryData(["player"], 1);
    first.session.signOut();
    expect(first.store.get(sessionAtom)).toEqual({ status: "signed-out", error: null });
    expect(first.storage.read()).toBeNull();
    expect(first.queryClient.getQueryData(["player"])).toBeUndefined();
  });

  it("starts loading the player as soon as a login answers with a token", async () => {
    const { token } = await api.signUp("prefetch@example.com", PASSWORD);
    const { store, queryClient, session } = setup({ fetch: cookieJar() });
    await settled(store);
    session.signIn(token);
    // No screen has asked yet: the sign-in itself started `GET /api/users/me` with the new token.
    expect(queryClient.getQueryState(userKeys.me())?.fetchStatus).toBe("fetching");
    for (let i = 0; i < 1_500 && !queryClient.getQueryData(userKeys.me()); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryClient.getQueryData(userKeys.me())).toMatchObject({ email: "prefetch@example.com" });
  });

  it("reports a restore that failed for another reason than 'not signed in' (the Mini App shows it)", async () => {
    const { store } = setup({
      restore: async (client) => {
        await unwrap(
          client.api.auth["telegram-miniapp"].$post(undefined, { headers: { Authorization: "tma forged" } }),
        );
        return { token: "never" };
      },
    });
    const state = await settled(store);
    expect(state.status).toBe("signed-out");
    expect(state.status === "signed-out" && state.error?.status).toBeGreaterThanOrEqual(400);
  });
});
