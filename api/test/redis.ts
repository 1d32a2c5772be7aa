import { redisAnswers } from "./redis-probe.ts";

/** The Redis the scaled-mode tests use (`REDIS_URL`, else the one our machines run on loopback). */
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Our machines and CI run Redis on 127.0.0.1:6379, so there a missing Redis fails the suite instead of
 * quietly skipping the cross-instance checks; elsewhere (`CI` unset, no `JV_REQUIRE_REDIS=1`) those
 * tests show as skipped.
 */
export const REDIS_REQUIRED = process.env.CI === "true" || process.env.JV_REQUIRE_REDIS === "1";

/** Whether Redis answers at REDIS_URL; throws where it is required and does not. */
export const redisReachable = await redisAnswers(REDIS_URL).then((reachable) => {
  if (!reachable && REDIS_REQUIRED)
    throw new Error(`Redis is required here (CI or JV_REQUIRE_REDIS=1) but ${REDIS_URL} does not answer`);
  return reachable;
});
