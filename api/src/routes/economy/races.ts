import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { archivedRace, currentRace } from "../../lib/races/board.ts";
import { archivedRaceResponse, currentRaceResponse, raceMonthParams } from "../../lib/races/responses.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

/** Board reads per player per minute (each ranks the month's players). */
const READ_LIMIT = perPlayerLimit("races-read", 60);

/**
 * Monthly races (docs/races.md): this month's live board (top 100, the caller's place, time left,
 * prizes) and each finished month's frozen board with what it paid.
 */
export const raceRoutes = new Hono<AppEnv>()
  .get(
    "/current",
    doc("races", "This month's race: the top 100 by coins wagered, your place, time left and the prizes", {
      auth: "session",
      limited: true,
      response: currentRaceResponse,
    }),
    requireUser,
    rateLimit(READ_LIMIT),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await currentRace(c.get("deps"), c.get("session").userId));
    },
  )
  .get(
    "/archive/:month",
    doc("races", "A finished month's race: its frozen board and each place's prize", {
      auth: "session",
      limited: true,
      response: archivedRaceResponse,
      errors: { 400: ["VALIDATION_ERROR"], 404: ["RACE_NOT_FOUND"] },
    }),
    requireUser,
    rateLimit(READ_LIMIT),
    validate("param", raceMonthParams),
    async (c) => c.json(await archivedRace(c.get("deps"), c.req.valid("param").month)),
  );
