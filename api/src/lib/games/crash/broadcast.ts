import type { Deps } from "../../../context.ts";
import type {
  CrashCashoutEvent,
  CrashCrashedEvent,
  CrashRoundEvent,
  CrashTickEvent,
} from "../../../realtime/events.ts";

/** Where crash events go: the `/crash` namespace (on every instance, through the Redis adapter). */
export interface CrashBroadcaster {
  round(event: CrashRoundEvent): void;
  tick(event: CrashTickEvent): void;
  /** `userId`'s bet was cashed out: pushed to them at once, to everyone with the tick's others. */
  cashout(event: CrashCashoutEvent, userId: number): void;
  crashed(event: CrashCrashedEvent): void;
}

const silent: CrashBroadcaster = { round() {}, tick() {}, cashout() {}, crashed() {} };
const byDeps = new WeakMap<Deps, CrashBroadcaster>();

/**
 * Set by the realtime side (`realtime/crash-namespace.ts`) when this process serves sockets; the
 * round driver and the cash-out route emit through it. Without sockets nothing is sent (HTTP still
 * answers `GET /api/games/crash`).
 */
export const setCrashBroadcaster = (deps: Deps, broadcaster: CrashBroadcaster): void =>
  void byDeps.set(deps, broadcaster);

export const crashBroadcaster = (deps: Deps): CrashBroadcaster => byDeps.get(deps) ?? silent;
