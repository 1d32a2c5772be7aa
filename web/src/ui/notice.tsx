import type { ReactNode } from "react";

export type NoticeTone = "info" | "success" | "error";

const TONES: Record<NoticeTone, string> = {
  info: "border-line bg-raised text-ink",
  success: "border-success/40 bg-success/10 text-success",
  error: "border-danger/40 bg-danger/10 text-danger",
};

/** An inline message. Errors are announced assertively, the rest politely. */
export function Notice({ tone = "info", children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-center gap-2 rounded-xl border px-4 py-3 text-sm font-medium ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
