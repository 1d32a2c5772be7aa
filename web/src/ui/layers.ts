/**
 * The app's one stacking scale, lowest first. Everything here stays below the browser's top layer,
 * where the modal dialogs (ui/dialog.tsx) and then the toasts (ui/toaster.tsx) sit: a toast is shown
 * inside the topmost open dialog, after it, so it is always above that dialog's backdrop.
 * Class names are written out whole so Tailwind finds them.
 */
export const LAYER = {
  /**
   * Bars of the page: the page's main action bar, the public pages' header, the feedback dock (under
   * the frame's side navigation, which runs to the bottom of the screen).
   */
  pageBar: "z-10",
  /** The app's frame: the dashboard header, the side navigation, the Mini App's tab bar. */
  chrome: "z-20",
  /** Menus and panels opened from the frame: burger, header overflow menu, player info panel. */
  menu: "z-30",
  /** Floating controls over everything else on the page: the queue badge. */
  floating: "z-40",
  /** A whole-screen state that blocks the page while it lasts: a payment in process. */
  blocking: "z-50",
} as const;

/**
 * Marks a control (the feedback dock) that the floating controls must not cover: the queue badge's
 * first place is above the highest such control (features/queue/queue-badge.tsx).
 * Spread it as a prop: `<div {...KEEP_CLEAR} />`.
 */
export const KEEP_CLEAR = { "data-keep-clear": "" } as const;
export const KEEP_CLEAR_SELECTOR = "[data-keep-clear]";
