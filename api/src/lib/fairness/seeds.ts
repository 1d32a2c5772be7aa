import { randomBytes } from "node:crypto";
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

/** The commitment published before play: the verifier's own function (sha256 of the seed's text, hex). */
export { serverSeedCommitment as hashServerSeed } from "./verify.ts";

/** The client seed a player starts with until they set their own. */
export const newClientSeed = (): string => randomBytes(DEFAULT_CLIENT_SEED_BYTES).toString("hex");

/** A client seed a player sets: 1–64 printable ASCII characters, kept exactly as sent. */
export const clientSeedSchema = z
  .string()
  .min(CLIENT_SEED_MIN_LENGTH)
  .max(CLIENT_SEED_MAX_LENGTH)
  .regex(CLIENT_SEED_PATTERN, "printable ASCII characters only");
