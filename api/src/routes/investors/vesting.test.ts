import { walletChangeMessage } from "@jadeverse/db/enums/vesting";
import { investors, vestingWalletChanges } from "@jadeverse/db/schema";
import { INVESTORS, seedInvestors } from "@jadeverse/db/seed";
import { generateKeyPair, generateKeyPairSigner, getAddressFromPublicKey } from "@solana/kit";
import { eq } from "drizzle-orm";
import { getAddress } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantWallet, proveEvm, proveSolana } from "../../../test/wallet-proofs.ts";

// The investors' vesting records and their Solana wallets (docs/product/economy.md §2 "Investor dashboard", §7, §8
// Vesting): look-ups by any address format of a wallet the session proved (wallet/proofs.test.ts
// covers the proof), the spec's 404s, and wallet changes signed by the investor's EVM wallet, with
// every forgery refused.
let api: TestApi;
let document: any;
let player: TestPlayer;
const investor = privateKeyToAccount(generatePrivateKey());
const teamMember = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());
let investorId: number;

beforeAll(async () => {
  api = await startTestApi();
  await api.db.write((tx) => seedInvestors(tx));
  const rows = await api.db.write((tx) =>
    tx
      .insert(investors)
      .values([
        {
          type: "public",
          evmWalletAddress: investor.address.toLowerCase(),
          solanaWalletAddress: null,
          tokenAmount: "500000",
          roundPriceUsd: 0.012,
          totalInvested: 6000,
          cliffMonths: 0,
          vestingMonths: 6,
          unlockAtTge: "20.00",
        },
        {
          type: "team",
          evmWalletAddress: teamMember.address.toLowerCase(),
          solanaWalletAddress: null,
          tokenAmount: "1000000",
          roundPriceUsd: 0,
          totalInvested: 0,
          cliffMonths: 12,
          vestingMonths: 24,
          unlockAtTge: "0.00",
        },
      ])
      .returning({ id: investors.id }),
  );
  investorId = rows[0]!.id;
  [player] = (await createPlayers(api, 1)) as [TestPlayer];
  // The session proves the wallets it reads: the investor signs in with their wallet; the seed's
  // wallets have no key anybody holds, so their proofs are recorded directly.
  expect((await proveEvm(api, player.token, investor)).status).toBe(200);
  for (const seeded of INVESTORS) {
    if (seeded.evmWalletAddress) await grantWallet(api, player.token, "evm", seeded.evmWalletAddress);
    if (seeded.solanaWalletAddress)
      await grantWallet(api, player.token, "solana", seeded.solanaWalletAddress);
  }
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(async () => {
  await api.close();
});

const get = (path: string, token: string | undefined = player.token) => api.request("GET", path, { token });
const post = (path: string, body: unknown) => api.request("POST", path, { token: player.token, body });
const now = () => Math.floor(Date.now() / 1000);
const solana = async () => (await generateKeyPairSigner()).address as string;

/** A signed `add-solana-wallet` body as the page sends it. */
async function addBody(
  signer = investor,
  overrides: { wallet?: string; timestamp?: number; message?: string; claimed?: string } = {},
) {
  const solanaWalletAddress = overrides.wallet ?? (await solana());
  const timestamp = overrides.timestamp ?? now();
  const claimed = overrides.claimed ?? investor.address;
  const message = overrides.message ?? walletChangeMessage(claimed, solanaWalletAddress, timestamp);
  return {
    currentEvmAddress: claimed,
    solanaWalletAddress,
    timestamp,
    message,
    signature: await signer.signMessage({ message }),
  };
}

describe("GET /api/vesting/{investorType}/{address}", () => {
  it("finds an investor by EVM address in any letter case, answers it checksummed, never cached", async () => {
    const seeded = INVESTORS.find((i) => i.type === "private" && i.evmWalletAddress)!;
    for (const form of [
      seeded.evmWalletAddress!,
      seeded.evmWalletAddress!.toUpperCase().replace("0X", "0x"),
      getAddress(seeded.evmWalletAddress!),
    ]) {
      const res = await get(`/api/vesting/private-investor/${form}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.body).toMatchObject({
        id: seeded.id,
        evmWalletAddress: getAddress(seeded.evmWalletAddress!),
        tokenAmount: seeded.tokenAmount,
        cliffMonths: seeded.cliffMonths,
        unlockAtTge: seeded.unlockAtTge,
      });
      expectDocumented(document, "get", "/api/vesting/{investorType}/{address}", res);
    }
  });

  it("finds a team member by the Solana key, and by the Ethereum address", async () => {
    const team = INVESTORS.find((i) => i.type === "team" && i.evmWalletAddress && i.solanaWalletAddress)!;
    const bySolana = await get(`/api/vesting/team-investor/${team.solanaWalletAddress}`);
    const byEvm = await get(`/api/vesting/team-investor/${team.evmWalletAddress}`);
    expect([bySolana.status, byEvm.status]).toEqual([200, 200]);
    expect(bySolana.body.id).toBe(team.id);
    expect(byEvm.body.id).toBe(team.id);
  });

  it("tells strangers the spec's message for each type, and needs a session", async () => {
    const cases = [
      ["private-investor", "This wallet address did not participate in the private presale."],
      ["public-investor", "This wallet address did not participate in the public presale."],
      ["team-investor", "This wallet address is not part of the team allocation."],
    ] as const;
    expect((await get(`/api/vesting/private-investor/${stranger.address}`)).status).toBe(403);
    expect((await proveEvm(api, player.token, stranger)).status).toBe(200);
    for (const [type, message] of cases) {
      const res = await get(`/api/vesting/${type}/${stranger.address}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(message);
      expectDocumented(document, "get", "/api/vesting/{investorType}/{address}", res);
    }
    // A private investor is no public one.
    const seeded = INVESTORS.find((i) => i.type === "private" && i.evmWalletAddress)!;
    expect((await get(`/api/vesting/public-investor/${seeded.evmWalletAddress}`)).status).toBe(404);
    expect((await api.request("GET", `/api/vesting/private-investor/${stranger.address}`)).status).toBe(401);
    expect((await get(`/api/vesting/seed-investor/${stranger.address}`)).status).toBe(400);
  });
});

describe("signed Solana wallet changes", () => {
  it("adds a public investor's Solana wallet on their signature, once", async () => {
    const body = await addBody();
    const res = await post("/api/vesting/public-investor/add-solana-wallet", body);
    expect(res.status).toBe(200);
    expectDocumented(document, "post", "/api/vesting/public-investor/add-solana-wallet", res);
    expect(res.body).toMatchObject({
      success: true,
      data: { id: investorId, solanaWalletAddress: body.solanaWalletAddress },
    });
    const read = await get(`/api/vesting/public-investor/${investor.address}`);
    expect(read.body.solanaWalletAddress).toBe(body.solanaWalletAddress);
    // The same signed message again: refused, however it is sent.
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => post("/api/vesting/public-investor/add-solana-wallet", body)),
    );
    for (const replay of replays)
      expect([replay.status, replay.body.error.code]).toEqual([409, "SIGNATURE_REUSED"]);
    expect(
      await api.db.orm
        .select()
        .from(vestingWalletChanges)
        .where(eq(vestingWalletChanges.investorId, investorId)),
    ).toHaveLength(1);
  });

  it("refuses forgeries: another key, an altered message, an altered address, stale and future timestamps, a bad signature", async () => {
    const before = (await get(`/api/vesting/public-investor/${investor.address}`)).body.solanaWalletAddress;
    const signed = await addBody();
    const cases: [unknown, number, string][] = [
      // Signed by someone else's key, claiming the investor's wallet.
      [await addBody(stranger), 401, "INVALID_SIGNATURE"],
      // The signed text does not describe the change sent.
      [{ ...signed, solanaWalletAddress: await solana() }, 400, "SIGNED_MESSAGE_MISMATCH"],
      [{ ...signed, message: `${signed.message} ` }, 400, "SIGNED_MESSAGE_MISMATCH"],
      [{ ...signed, timestamp: signed.timestamp + 1 }, 400, "SIGNED_MESSAGE_MISMATCH"],
      // Another investor's address claimed, with a signature of ours over the matching text.
      [await addBody(investor, { claimed: stranger.address }), 401, "INVALID_SIGNATURE"],
      [await addBody(investor, { timestamp: now() - 301 }), 400, "SIGNATURE_EXPIRED"],
      // Ahead of the clock by more than 5 minutes (with a minute to spare for a slow machine).
      [await addBody(investor, { timestamp: now() + 360 }), 400, "SIGNATURE_EXPIRED"],
      [{ ...signed, signature: signed.signature.slice(0, 100) }, 400, "INVALID_SIGNATURE_FORMAT"],
      [{ ...signed, signature: `0x${"00".repeat(65)}` }, 401, "INVALID_SIGNATURE"],
    ];
    for (const [body, status, code] of cases) {
      const res = await post("/api/vesting/public-investor/add-solana-wallet", body);
      expect([res.status, res.body.error?.code], JSON.stringify(body).slice(0, 120)).toEqual([status, code]);
    }
    const invalid = await post("/api/vesting/public-investor/add-solana-wallet", {
      ...signed,
      solanaWalletAddress: "short",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toContain("Invalid address length (32 to 44 expected)");
    expect((await get(`/api/vesting/public-investor/${investor.address}`)).body.solanaWalletAddress).toBe(
      before,
    );
  });

  it("a signer who is not that type of investor gets Could not find investor record", async () => {
    const res = await post(
      "/api/vesting/public-investor/add-solana-wallet",
      await addBody(stranger, { claimed: stranger.address }),
    );
    expect([res.status, res.body.error.message]).toEqual([
      404,
      "Could not find investor record with either address format",
    ]);
  });

  it("updates a team member's wallet through update-wallet (personal_sign, walletType solana)", async () => {
    const newKeys = await generateKeyPair();
    const newWalletAddress = await getAddressFromPublicKey(newKeys.publicKey);
    const timestamp = now();
    const message = walletChangeMessage(teamMember.address, newWalletAddress, timestamp);
    const body = {
      currentWalletAddress: teamMember.address,
      newWalletAddress,
      walletType: "solana",
      signatureType: "personal_sign",
      signature: await teamMember.signMessage({ message }),
      timestamp,
      message,
    };
    // Not a private investor: signed, but no record there.
    expect((await post("/api/vesting/private-investor/update-wallet", body)).status).toBe(404);
    const res = await post("/api/vesting/team-investor/update-wallet", body);
    expect(res.status).toBe(200);
    expectDocumented(document, "post", "/api/vesting/team-investor/update-wallet", res);
    expect(res.body.data.solanaWalletAddress).toBe(newWalletAddress);
    // Read by the new key once the session proves it holds it.
    expect((await proveSolana(api, player.token, newKeys)).status).toBe(200);
    expect((await get(`/api/vesting/team-investor/${newWalletAddress}`)).body.evmWalletAddress).toBe(
      teamMember.address,
    );
    expect((await post("/api/vesting/team-investor/update-wallet", body)).status).toBe(409);
    // Public investors add their wallet through add-solana-wallet: no update-wallet there.
    expect((await post("/api/vesting/public-investor/update-wallet", body)).status).toBe(405);
    expect(
      (await post("/api/vesting/team-investor/update-wallet", { ...body, walletType: "evm" })).status,
    ).toBe(400);
  });
});
