import { randomBytes } from "node:crypto";
import { chmod, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { Mail } from "./mail.ts";

/** Mail files live here, readable by the local operator only. */
export const OUTBOX_DIR_MODE = 0o700;
export const OUTBOX_FILE_MODE = 0o600;
export const OUTBOX_EXTENSION = ".eml";

/** Builds the RFC 5322 message (MIME multipart: text and HTML) exactly as SMTP would carry it. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

export async function composeEml(mail: Mail, from: string): Promise<Buffer> {
  const info = await composer.sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  return info.message as Buffer;
}

let sequence = 0;

/**
 * `20261123T113630123Z.0001.3f9a1c2b.eml`: sorts by creation time (a per-process counter orders mails
 * of one millisecond); the dots keep the name readable in a redacted log line.
 */
function fileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(".", "");
  sequence = (sequence + 1) % 10_000;
  return `${stamp}.${String(sequence).padStart(4, "0")}.${randomBytes(4).toString("hex")}${OUTBOX_EXTENSION}`;
}

/** Creates the outbox directory (or tightens an existing one) so only its owner can enter it. */
export async function ensureOutboxDir(dir: string): Promise<string> {
  const path = resolve(dir);
  await mkdir(path, { recursive: true, mode: OUTBOX_DIR_MODE });
  await chmod(path, OUTBOX_DIR_MODE);
  return path;
}

/**
 * Writes one mail as an `.eml` file, atomically: the bytes go to a hidden temp file (created 0600,
 * never replacing anything), are flushed, and only then renamed into place, so a reader never sees
 * half a mail. Returns the file's path.
 */
export async function writeOutboxMail(
  dir: string,
  mail: Mail,
  from: string,
  now = new Date(),
): Promise<string> {
  const folder = await ensureOutboxDir(dir);
  const message = await composeEml(mail, from);
  const name = fileName(now);
  const temp = join(folder, `.${name}.tmp`);
  const handle = await open(temp, "wx", OUTBOX_FILE_MODE);
  try {
    await handle.writeFile(message);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const path = join(folder, name);
  await rename(temp, path);
  return path;
}

/**
 * Deletes outbox files (and abandoned temp files) last modified before `cutoff`: once every link
 * they could carry has expired they are of no use to anyone. Returns how many were removed.
 */
export async function pruneOutbox(dir: string, cutoff: Date): Promise<number> {
  const folder = resolve(dir);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(OUTBOX_EXTENSION) && !name.endsWith(`${OUTBOX_EXTENSION}.tmp`)) continue;
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.mtime >= cutoff) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
