import type { Db } from "@jadeverse/db/client";
import {
  findLiveSeed,
  liveSeedFor,
  type NewSeedPair,
  rotateSeed,
  setClientSeed,
} from "@jadeverse/db/fairness/seeds";
import { findOpenRound } from "@jadeverse/db/games/rounds";
import { conflict } from "../errors.ts";
import { hashServerSeed, newClientSeed, newServerSeed } from "./seeds.ts";

/** A new seed pair from the CSPRNG: the server seed and its published hash, a random client seed. */
export function freshSeedPair(): NewSeedPair {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed() };
}

/** What a player may see of their live seed: the commitment, their client seed, the next nonce. */
export interface PublicSeed {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

const publicSeed = (seed: { serverSeedHash: string; clientSeed: string; nextNonce: number }): PublicSeed => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nextNonce,
});

/** The player's live seed (made on first use, so the hash is committed before any bet). */
export async function fairnessStateFor(db: Db, userId: number): Promise<PublicSeed> {
  // A read first: only a player's very first call needs a write transaction.
  const live =
    (await findLiveSeed(db.orm, userId)) ?? (await db.write((tx) => liveSeedFor(tx, userId, freshSeedPair)));
  return publicSeed(live);
}

export async function changeClientSeed(db: Db, userId: number, clientSeed: string): Promise<PublicSeed> {
  return publicSeed(await db.write((tx) => setClientSeed(tx, userId, clientSeed, freshSeedPair)));
}

export interface Rotation {
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number | null };
  next: { serverSeedHash: string };
}

/**
 * Reveals the live server seed and commits to a new one; `lastNonce` is null when it was never used.
 * Refused (409 SEED_IN_USE) while a blackjack hand drawn from the seed is open: revealing the seed
 * would show the rest of the hand. The database refuses it too (migration 0018), should a hand open
 * between this check and the write.
 */
export async function rotateFor(db: Db, userId: number): Promise<Rotation> {
  if (await findOpenRound(db.orm, userId)) throw conflict("SEED_IN_USE");
  const { previous, next } = await db.write((tx) => rotateSeed(tx, userId, freshSeedPair));
  return {
    previous: {
      serverSeed: previous.serverSeed,
      serverSeedHash: previous.serverSeedHash,
      clientSeed: previous.clientSeed,
      lastNonce: previous.nextNonce > 0 ? previous.nextNonce - 1 : null,
    },
    next: { serverSeedHash: next.serverSeedHash },
  };
}
