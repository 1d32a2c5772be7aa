/** Login popup steps (docs/product/platform.md §2; step 3 is unused). */
export type LoginStep = 0 | 1 | 2 | 4 | 5 | 6 | 7;

/**
 * The app-wide popup, at most one at a time (docs/product/platform.md §2 "Other popups"). Pages open one with
 * `useSetDialog()`; `DialogHost` renders it with the shell's renderer (each popup lazy-loaded), and
 * closing sets it back to `null`.
 */
export type AppDialog =
  | {
      kind: "login";
      step?: LoginStep /** Prefilled and locked on the register step. */;
      referralCode?: string;
    }
  | { kind: "verify-email"; email: string }
  | { kind: "waitlist" }
  | { kind: "contact" }
  | { kind: "trailer" }
  | {
      kind: "wallet" /** Only the Solana tab (e.g. a Solana purchase or airdrop claim). */;
      solanaOnly?: boolean;
    }
  | { kind: "feedback"; mode: "feedback" | "bug" };
