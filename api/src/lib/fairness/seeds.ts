import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import {
  CLIENT_SEED_MAX_LENGTH,
  CLIENT_SEED_MIN_LENGTH,
  CLIENT_SEED_PATTERN,
  DEFAULT_CLIENT_SEED_BYTES,
  SERVER_SEED_BYTES,
} from "./constants.ts";

/** A fresh server seed: 32 random bytes as lower-case hex (the form revealed on rotation). */
export const newServerSeed = (): string => randomBytes(SERVER_SEED_BYTES).toString("hex");

/** The commitment published before play: sha256 of the server seed's text, lower-case hex. */
export const hashServerSeed = (serverSeed: string): string =>
  createHash("sha256").update(serverSeed).digest("hex");

/** The client seed a player starts with until they set their own. */
export const newClientSeed = (): string => randomBytes(DEFAULT_CLIENT_SEED_BYTES).toString("hex");

/** A client seed a player sets: 1–64 printable ASCII characters, kept exactly as sent. */
export const clientSeedSchema = z
  .string()
  .min(CLIENT_SEED_MIN_LENGTH)
  .max(CLIENT_SEED_MAX_LENGTH)
  .regex(CLIENT_SEED_PATTERN, "printable ASCII characters only");
