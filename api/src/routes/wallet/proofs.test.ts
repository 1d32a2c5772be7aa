import { investors, sessions, sessionWallets } from "@jadeverse/db/schema";
import { generateKeyPair, getAddressFromPublicKey } from "@solana/kit";
import { eq } from "drizzle-orm";
import { getAddress } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage, parseSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import {
  challenge,
  proveEvm,
  proveSolana,
  type SolanaKeys,
  sessionIdOf,
  signSolana,
} from "../../../test/wallet-proofs.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";

// Sign-in-with-wallet (docs/vesting-and-airdrop.md "Vesting"): an allocation opens only to a session that proved, by a
// signature over a server-issued single-use message, that it holds the wallet; every forgery, replay,
// stale or foreign nonce and other site's message is refused, and a proof opens nothing to another
// session.
const PUBLIC_URL = "http://vesting.jadeverse.test:8080";
let api: TestApi;
let document: any;
let alice: TestPlayer;
let bob: TestPlayer;
const investor = privateKeyToAccount(generatePrivateKey());
const teamEvm = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());
let teamKeys: SolanaKeys;
let teamSolana: string;

beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL });
  teamKeys = await generateKeyPair();
  teamSolana = await getAddressFromPublicKey(teamKeys.publicKey);
  await api.db.write((tx) =>
    tx.insert(investors).values([
      {
        type: "private",
        evmWalletAddress: investor.address.toLowerCase(),
        solanaWalletAddress: null,
        tokenAmount: "1000000",
        roundPriceUsd: 0.008,
        totalInvested: 8000,
        cliffMonths: 6,
        vestingMonths: 18,
        unlockAtTge: "5.00",
      },
      {
        type: "team",
        evmWalletAddress: teamEvm.address.toLowerCase(),
        solanaWalletAddress: teamSolana,
        tokenAmount: "8000000",
        roundPriceUsd: 0,
        totalInvested: 0,
        cliffMonths: 12,
        vestingMonths: 24,
        unlockAtTge: "0.00",
      },
    ]),
  );
  [alice, bob] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(async () => {
  await api.close();
});

const get = (path: string, token: string) => api.request("GET", path, { token });
const verify = (token: string, body: unknown) =>
  api.request("POST", "/api/wallet-proofs/verify", { token, body });
const sessionWalletsOf = async (token: string) =>
  api.db.orm
    .select({ kind: sessionWallets.kind, address: sessionWallets.address })
    .from(sessionWallets)
    .where(eq(sessionWallets.sessionId, await sessionIdOf(api, token)));

/** A second live session of the same player (another device). */
async function secondSession(player: TestPlayer): Promise<string> {
  const token = randomToken();
  await api.db.write((tx) =>
    tx.insert(sessions).values({
      userId: player.userId,
      tokenHash: sha256Hex(token),
      kind: "password",
      expiresAt: new Date(Date.now() + 3_600_000),
    }),
  );
  return token;
}

describe("sign-in-with-wallet opens an allocation", () => {
  it("refuses the record without a proof (403 WALLET_NOT_PROVED), shows it after a valid EIP-4361 proof", async () => {
    const path = `/api/vesting/private-investor/${investor.address}`;
    const refused = await get(path, alice.token);
    expect([refused.status, refused.body.error.code]).toEqual([403, "WALLET_NOT_PROVED"]);
    expectDocumented(document, "get", "/api/vesting/{investorType}/{address}", refused);
    // A stranger's address is refused alike: the refusal says nothing of who is on file.
    const strangerPath = `/api/vesting/private-investor/${stranger.address}`;
    expect((await get(strangerPath, alice.token)).body.error.code).toBe("WALLET_NOT_PROVED");

    // The server builds the message: our host, our origin, the nonce, the chain, 5 minutes.
    const before = Date.now();
    const issued = await api.request("POST", "/api/wallet-proofs/challenge", {
      token: alice.token,
      body: { kind: "evm", address: investor.address.toLowerCase(), chainId: 137 },
    });
    expect(issued.status).toBe(200);
    expect(issued.headers.get("cache-control")).toBe("no-store");
    expectDocumented(document, "post", "/api/wallet-proofs/challenge", issued);
    const parsed = parseSiweMessage(issued.body.message);
    expect(parsed).toMatchObject({
      domain: "vesting.jadeverse.test:8080",
      uri: PUBLIC_URL,
      address: investor.address,
      chainId: 137,
      version: "1",
      nonce: issued.body.nonce,
    });
    expect(issued.body.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(parsed.issuedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(parsed.expirationTime!.getTime() - parsed.issuedAt!.getTime()).toBe(5 * 60_000);
    expect(parsed.expirationTime!.toISOString()).toBe(issued.body.expiresAt);

    const proved = await verify(alice.token, {
      kind: "evm",
      address: investor.address,
      message: issued.body.message,
      signature: await investor.signMessage({ message: issued.body.message }),
    });
    expect(proved.status).toBe(200);
    expectDocumented(document, "post", "/api/wallet-proofs/verify", proved);
    expect(proved.body).toEqual({ kind: "evm", address: investor.address.toLowerCase(), proved: true });

    for (const form of [investor.address, investor.address.toLowerCase()]) {
      const shown = await get(`/api/vesting/private-investor/${form}`, alice.token);
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({
        evmWalletAddress: getAddress(investor.address),
        tokenAmount: "1000000",
      });
    }
    // The proof opens this wallet's records only, of each type it is on file for.
    expect((await get(strangerPath, alice.token)).status).toBe(403);
    expect((await get(`/api/vesting/team-investor/${investor.address}`, alice.token)).status).toBe(404);
  });

  it("a proof bound to one session opens nothing to another session, of the same player or another", async () => {
    const holder = await secondSession(bob);
    expect((await proveEvm(api, holder, investor)).status).toBe(200);
    const path = `/api/vesting/private-investor/${investor.address}`;
    expect((await get(path, holder)).status).toBe(200);
    const sameUserOtherSession = await get(path, bob.token);
    expect([sameUserOtherSession.status, sameUserOtherSession.body.error.code]).toEqual([
      403,
      "WALLET_NOT_PROVED",
    ]);
    const other = (await createPlayers(api, 1))[0]!;
    expect((await get(path, other.token)).status).toBe(403);
    // Logging out ends the proof with the session.
    expect((await api.request("POST", "/api/auth/logout", { token: holder })).status).toBeLessThan(300);
    expect((await get(path, holder)).status).toBe(401);
  });

  it("refuses another wallet's signature, a reused nonce, an expired nonce, another site, another nonce, another player's nonce", async () => {
    const [player] = (await createPlayers(api, 1)) as [TestPlayer];
    const token = player.token;
    const evmProof = async (message: string, signer = investor, address: string = investor.address) => ({
      kind: "evm",
      address,
      message,
      signature: await signer.signMessage({ message }),
    });
    const expectRefused = async (body: unknown, status: number, code: string, label: string) => {
      const res = await verify(token, body);
      expect([res.status, res.body.error?.code], label).toEqual([status, code]);
      expectDocumented(document, "post", "/api/wallet-proofs/verify", res);
    };

    // Signed by someone else's key, claiming the investor's wallet.
    let { message } = await challenge(api, token, { kind: "evm", address: investor.address });
    await expectRefused(
      await evmProof(message, stranger),
      401,
      "INVALID_SIGNATURE",
      "another wallet's signature",
    );
    // That nonce is spent by the failed attempt: the right signature cannot follow with it.
    await expectRefused(await evmProof(message), 409, "SIGNATURE_REUSED", "nonce spent by a refused try");

    // The message names the stranger while the investor's address is claimed (and signs it).
    ({ message } = await challenge(api, token, { kind: "evm", address: stranger.address }));
    await expectRefused(await evmProof(message), 400, "WALLET_PROOF_MISMATCH", "message for another wallet");

    // Another site's message around our nonce, signed by the right wallet.
    const issued = await challenge(api, token, { kind: "evm", address: investor.address });
    const parsed = parseSiweMessage(issued.message);
    const phished = createSiweMessage({
      ...(parsed as Parameters<typeof createSiweMessage>[0]),
      domain: "jadeverse.example",
      uri: "https://jadeverse.example",
    });
    await expectRefused(await evmProof(phished), 400, "WALLET_PROOF_MISMATCH", "wrong domain");

    // One nonce's signature sent with another nonce's message.
    const first = await challenge(api, token, { kind: "evm", address: investor.address });
    const second = await challenge(api, token, { kind: "evm", address: investor.address });
    await expectRefused(
      {
        ...(await evmProof(second.message)),
        signature: await investor.signMessage({ message: first.message }),
      },
      401,
      "INVALID_SIGNATURE",
      "signature over another nonce",
    );
    // An altered message (a longer lifetime) with its own valid signature.
    const altered = first.message.replace(/Expiration Time: .*/, "Expiration Time: 2099-01-01T00:00:00.000Z");
    await expectRefused(await evmProof(altered), 400, "WALLET_PROOF_MISMATCH", "altered message");

    // A valid proof, then the same body again: a replay.
    const fresh = await challenge(api, token, { kind: "evm", address: investor.address });
    const good = await evmProof(fresh.message);
    const racing = await Promise.all([verify(token, good), verify(token, good), verify(token, good)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await expectRefused(good, 409, "SIGNATURE_REUSED", "replay");

    // Another player's nonce, signed by the right wallet: not theirs to use.
    const foreign = await challenge(api, alice.token, { kind: "evm", address: stranger.address });
    await expectRefused(
      await evmProof(foreign.message, stranger, stranger.address),
      400,
      "WALLET_PROOF_UNKNOWN",
      "another player's nonce",
    );
    // A nonce that was never issued.
    await expectRefused(
      await evmProof(fresh.message.replace(fresh.nonce, "0".repeat(32))),
      400,
      "WALLET_PROOF_UNKNOWN",
      "unknown nonce",
    );

    // Past its 5 minutes: expired, signed or not.
    const stale = await challenge(api, token, { kind: "evm", address: stranger.address });
    api.deps.now = () => new Date(Date.now() + 5 * 60_000 + 1000);
    try {
      await expectRefused(
        await evmProof(stale.message, stranger, stranger.address),
        400,
        "WALLET_PROOF_EXPIRED",
        "expired nonce",
      );
    } finally {
      api.deps.now = undefined;
    }
    // Malformed signatures never reach the check.
    const malformed = await verify(token, { ...(await evmProof(stale.message)), signature: "0x1234" });
    expect([malformed.status, malformed.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);

    // Only the one good proof was bound; the stranger's wallet never was.
    expect(await sessionWalletsOf(token)).toEqual([{ kind: "evm", address: investor.address.toLowerCase() }]);
    expect((await get(`/api/vesting/private-investor/${stranger.address}`, token)).status).toBe(403);
  });

  it("a team member proves their Solana key (ed25519) and reads the record by it; a bad signature is refused", async () => {
    const [player] = (await createPlayers(api, 1)) as [TestPlayer];
    const token = player.token;
    const bySolana = `/api/vesting/team-investor/${teamSolana}`;
    const byEvm = `/api/vesting/team-investor/${teamEvm.address}`;
    expect((await get(bySolana, token)).body.error.code).toBe("WALLET_NOT_PROVED");

    // The text names the key, our host, the nonce and the times.
    const issued = await challenge(api, token, { kind: "solana", address: teamSolana });
    expect(issued.message).toContain(
      `vesting.jadeverse.test:8080 wants you to sign in with your Solana account:\n${teamSolana}\n`,
    );
    expect(issued.message).toContain(`Nonce: ${issued.nonce}`);
    expect(issued.message).toMatch(/Issued At: \d{4}-\d\d-\d\dT/);

    // Signed by another key; then a signature of the right key over other bytes; then garbage.
    const otherKeys = await generateKeyPair();
    const cases: [string, number, string][] = [
      [await signSolana(otherKeys, issued.message), 401, "INVALID_SIGNATURE"],
    ];
    for (const [signature, status, code] of cases) {
      const res = await verify(token, {
        kind: "solana",
        address: teamSolana,
        message: issued.message,
        signature,
      });
      expect([res.status, res.body.error?.code]).toEqual([status, code]);
      expectDocumented(document, "post", "/api/wallet-proofs/verify", res);
    }
    const next = await challenge(api, token, { kind: "solana", address: teamSolana });
    const wrongBytes = await verify(token, {
      kind: "solana",
      address: teamSolana,
      message: next.message,
      signature: await signSolana(teamKeys, `${next.message}.`),
    });
    expect([wrongBytes.status, wrongBytes.body.error.code]).toEqual([401, "INVALID_SIGNATURE"]);
    const third = await challenge(api, token, { kind: "solana", address: teamSolana });
    const garbage = await verify(token, {
      kind: "solana",
      address: teamSolana,
      message: third.message,
      signature: `${"A".repeat(86)}==`,
    });
    expect([garbage.status, garbage.body.error.code]).toEqual([401, "INVALID_SIGNATURE"]);
    expect((await get(bySolana, token)).status).toBe(403);

    const proved = await proveSolana(api, token, teamKeys);
    expect(proved.status).toBe(200);
    expect(proved.body).toEqual({ kind: "solana", address: teamSolana, proved: true });
    const shown = await get(bySolana, token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ solanaWalletAddress: teamSolana, tokenAmount: "8000000" });
    // The Solana key opens the look-up by that key; the Ethereum address needs its own proof.
    expect((await get(byEvm, token)).body.error.code).toBe("WALLET_NOT_PROVED");
    expect((await proveEvm(api, token, teamEvm)).status).toBe(200);
    expect((await get(byEvm, token)).body.tokenAmount).toBe("8000000");
  });

  it("needs a session and a well-formed wallet", async () => {
    const anonymous = await api.request("POST", "/api/wallet-proofs/challenge", {
      body: { kind: "evm", address: investor.address },
    });
    expect(anonymous.status).toBe(401);
    for (const body of [
      { kind: "evm", address: "0x1234" },
      { kind: "solana", address: investor.address },
      { kind: "ton", address: investor.address },
      { kind: "evm", address: investor.address, chainId: 0 },
    ]) {
      const res = await api.request("POST", "/api/wallet-proofs/challenge", { token: alice.token, body });
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, "VALIDATION_ERROR"]);
      expectDocumented(document, "post", "/api/wallet-proofs/challenge", res);
    }
  });
});

describe("wallet proof rate limits", () => {
  it("limit challenges per player and per wallet address", async () => {
    const limited = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
    try {
      const [one, two] = (await createPlayers(limited, 2)) as [TestPlayer, TestPlayer];
      const ask = (token: string, address: string) =>
        limited.request("POST", "/api/wallet-proofs/challenge", { token, body: { kind: "evm", address } });
      // One player, many wallets: the per-player window fills.
      for (let i = 0; i < 30; i++)
        expect((await ask(one.token, privateKeyToAccount(generatePrivateKey()).address)).status).toBe(200);
      const overPlayer = await ask(one.token, investor.address);
      expect([overPlayer.status, overPlayer.body.error.code]).toEqual([429, "RATE_LIMITED"]);
      // Many players, one wallet: the per-wallet window fills (30 across players).
      const players = await createPlayers(limited, 29);
      for (const player of [two, ...players])
        expect((await ask(player.token, teamEvm.address)).status).toBe(200);
      const [late] = (await createPlayers(limited, 1)) as [TestPlayer];
      const overWallet = await ask(late.token, teamEvm.address.toLowerCase());
      expect([overWallet.status, overWallet.body.error.code]).toEqual([429, "RATE_LIMITED"]);
      expect(overWallet.headers.get("retry-after")).toBeTruthy();
      expect((await ask(late.token, stranger.address)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
