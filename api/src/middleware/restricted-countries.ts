import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { clientCountry } from "../lib/geo/client-country.ts";
import { restrictedRefusals, unknownCountry } from "../lib/observability/metrics.ts";

/**
 * The Terms' restricted countries (docs/security.md "Restricted countries"): a request from one of
 * `RESTRICTED_COUNTRIES` is refused with 451 `COUNTRY_RESTRICTED` before the route runs. A country
 * that cannot be told (a private address, no match) is allowed, and counted. Mounted on the routes
 * that register, sign in, buy, swap, play, spin and claim (app.ts); everything a player already owns
 * stays reachable.
 */
export const restrictedCountries: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { env } = c.get("deps");
  if (env.RESTRICTED_COUNTRIES.size > 0) {
    const country = clientCountry(c, env);
    if (country === null) unknownCountry.inc();
    else if (env.RESTRICTED_COUNTRIES.has(country)) {
      restrictedRefusals.inc({ country });
      throw new ApiError(451, "COUNTRY_RESTRICTED", undefined, { country });
    }
  }
  await next();
};
