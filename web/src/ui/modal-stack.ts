/**
 * The open modal dialogs, innermost last: each `Dialog` registers the element it keeps for overlays
 * (its toast host) once it has called `showModal()`. The toaster renders into the last one, so its
 * popover is shown after that dialog: above its backdrop, and not inert (a modal dialog makes the
 * rest of the page inert, its own content excepted).
 */
const stack: HTMLElement[] = [];
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** Registers an open modal's overlay host; the returned function unregisters it. */
export function pushModalHost(host: HTMLElement): () => void {
  stack.push(host);
  emit();
  return () => {
    const index = stack.lastIndexOf(host);
    if (index >= 0) stack.splice(index, 1);
    emit();
  };
}

export function subscribeModalHosts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The innermost open modal's overlay host, or null when no modal is open. */
export const topModalHost = (): HTMLElement | null => stack.at(-1) ?? null;
