import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { fairnessRotateResponse, fairnessStateResponse } from "../../lib/fairness/responses.ts";
import { clientSeedSchema } from "../../lib/fairness/seeds.ts";
import { changeClientSeed, fairnessStateFor, rotateFor } from "../../lib/fairness/service.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

const CLIENT_SEED_LIMIT = perPlayerLimit("fairness-client-seed", 20);
const ROTATE_LIMIT = perPlayerLimit("fairness-rotate", 10);

const clientSeedBody = z.strictObject({ clientSeed: clientSeedSchema });

/**
 * Provably fair seeds (docs/architecture.md §5), the contract independent verifiers use: the live seed's
 * commitment, the player's client seed, the next nonce; setting the client seed; rotating, which
 * reveals the server seed every past bet on it was drawn from.
 */
export const fairnessRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    doc("fairness", "The live seed: server seed hash, client seed and the next nonce", {
      auth: "session",
      response: fairnessStateResponse,
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await fairnessStateFor(c.get("deps").db, c.get("session").userId));
    },
  )
  .post(
    "/client-seed",
    doc("fairness", "Set the client seed (1–64 printable characters) for the next bets", {
      auth: "session",
      input: "json",
      limited: true,
      response: fairnessStateResponse,
    }),
    rateLimit(CLIENT_SEED_LIMIT),
    validate("json", clientSeedBody),
    async (c) => {
      const { clientSeed } = c.req.valid("json");
      return c.json(await changeClientSeed(c.get("deps").db, c.get("session").userId, clientSeed));
    },
  )
  .post(
    "/rotate",
    doc("fairness", "Reveal the server seed and commit to a new one", {
      auth: "session",
      limited: true,
      response: fairnessRotateResponse,
      errors: { 409: ["SEED_IN_USE", "CONFLICT"] },
    }),
    rateLimit(ROTATE_LIMIT),
    async (c) => c.json(await rotateFor(c.get("deps").db, c.get("session").userId)),
  );
