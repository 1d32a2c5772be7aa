import { createHash, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";

/** How many 30-second steps back a code is still taken (a slow typist); never ahead. */
const STEPS_BACK = 1;
const RECOVERY_CODES = 10;

/** A new TOTP secret (RFC 6238, base32, 160 bits as authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The `otpauth://` URI an authenticator app scans (shown as a QR code and as text). */
export const totpUri = (label: string, secret: string): string =>
  generateURI({ issuer: "JadeVerse console", label, secret });

/**
 * The time step a 6-digit code proves at `now`, or null: wrong, older than a step back, or not later
 * than `afterTimeStep` (the last one spent: a code is good once).
 */
export async function codeTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number,
  now: Date,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: [30 * STEPS_BACK, 0],
    afterTimeStep,
  });
  // A TOTP verification answers the time step it matched (the HOTP variant of the union does not).
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** The recovery codes shown once at enrolment (`xxxxx-xxxxx`), and their hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(5).toString("hex");
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryHash) };
}

/** How a recovery code is kept: its SHA-256 (they are random, 40 bits each, and spent once). */
export const recoveryHash = (code: string): string =>
  createHash("sha256").update(code.trim().toLowerCase()).digest("hex");
