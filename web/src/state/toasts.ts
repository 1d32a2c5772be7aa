import { atom } from "jotai";

export type ToastTone = "info" | "success" | "error";

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  /** Milliseconds on screen. */
  durationMs: number;
}

export const toastsAtom = atom<readonly Toast[]>([]);

let nextId = 1;

/** Shows a toast; it removes itself after `durationMs` (default 4 s). */
export const showToastAtom = atom(
  null,
  (get, set, toast: { tone?: ToastTone; message: string; durationMs?: number }) => {
    const entry: Toast = {
      id: nextId++,
      tone: toast.tone ?? "info",
      message: toast.message,
      durationMs: toast.durationMs ?? 4_000,
    };
    set(toastsAtom, [...get(toastsAtom), entry]);
    return entry.id;
  },
);

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});
