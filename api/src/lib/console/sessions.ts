import {
  beginEnrolment,
  completeEnrolment,
  findFactor,
  spendRecoveryCode,
  spendTimeStep,
} from "@jadeverse/db/console/factors";
import { insertConsoleSession } from "@jadeverse/db/console/sessions";
import type { ConsoleRole } from "@jadeverse/db/enums/console";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { randomToken, sha256Hex } from "../crypto.ts";
import { ApiError, conflict } from "../errors.ts";
import { audit } from "./audit.ts";
import { codeTimeStep, newRecoveryCodes, newTotpSecret, recoveryHash, totpUri } from "./second-factor.ts";

const now = (deps: Deps) => deps.now?.() ?? new Date();

/** Starts an enrolment: a new secret and its `otpauth://` URI; refused once enrolled. */
export async function enrol(deps: Deps, user: User) {
  const secret = newTotpSecret();
  const factor = await deps.db.write((tx) => beginEnrolment(tx, user.id, secret));
  if (!factor) throw conflict("CONSOLE_FACTOR_ENROLLED");
  return { secret, uri: totpUri(user.email ?? `telegram:${user.telegramId}`, secret) };
}

/** Completes the enrolment with a first code: answers the recovery codes, shown this once. */
export async function confirmEnrolment(deps: Deps, user: User, role: ConsoleRole, code: string) {
  const factor = await findFactor(deps.db.orm, user.id);
  if (!factor) throw conflict("CONSOLE_FACTOR_NOT_ENROLLED");
  if (factor.enrolledAt) throw conflict("CONSOLE_FACTOR_ENROLLED");
  const step = await codeTimeStep(factor.secret, code, 0, now(deps));
  if (step === null) throw new ApiError(401, "INVALID_SECOND_FACTOR");
  const { codes, hashes } = newRecoveryCodes();
  await deps.db.write(async (tx) => {
    if (!(await completeEnrolment(tx, user.id, step, hashes, now(deps))))
      throw conflict("CONSOLE_FACTOR_ENROLLED");
    await audit(deps, { actorUserId: user.id, actorRole: role, action: "factor.enrol", outcome: "done" }, tx);
  });
  return { recoveryCodes: codes };
}

/**
 * A console sign-in: a TOTP code (each good once) or a recovery code (spent), then a console token
 * of its own, shorter-lived than a player's session. Every attempt is audited.
 */
export async function signInToConsole(
  deps: Deps,
  user: User,
  role: ConsoleRole,
  proof: { code?: string | undefined; recoveryCode?: string | undefined },
  address: string,
) {
  const factor = await findFactor(deps.db.orm, user.id);
  if (!factor?.enrolledAt) throw conflict("CONSOLE_FACTOR_NOT_ENROLLED");
  const at = now(deps);
  const token = randomToken();
  const expiresAt = new Date(at.getTime() + deps.env.CONSOLE_SESSION_TTL_SECONDS * 1000);
  const step = proof.code ? await codeTimeStep(factor.secret, proof.code, factor.lastTimeStep, at) : null;
  const signedIn = await deps.db.write(async (tx) => {
    const proven =
      step !== null
        ? await spendTimeStep(tx, user.id, step)
        : proof.recoveryCode
          ? await spendRecoveryCode(tx, user.id, recoveryHash(proof.recoveryCode))
          : false;
    if (!proven) return null;
    const session = await insertConsoleSession(tx, {
      userId: user.id,
      tokenHash: sha256Hex(token),
      role,
      expiresAt,
    });
    await audit(
      deps,
      {
        actorUserId: user.id,
        actorRole: role,
        action: proof.recoveryCode && step === null ? "session.recovery-code" : "session.sign-in",
        target: `console_session:${session.id}`,
        outcome: "done",
        address,
      },
      tx,
    );
    return session;
  });
  if (!signedIn) {
    await audit(deps, {
      actorUserId: user.id,
      actorRole: role,
      action: "session.sign-in",
      outcome: "refused",
      reason: "wrong, expired or used code",
      address,
    });
    throw new ApiError(401, "INVALID_SECOND_FACTOR");
  }
  return { token, role, expiresAt: expiresAt.toISOString() };
}
