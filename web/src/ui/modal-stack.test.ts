import { describe, expect, it, vi } from "vitest";
import { pushModalHost, subscribeModalHosts, topModalHost } from "./modal-stack.ts";

const host = () => ({}) as HTMLElement;

describe("modal stack", () => {
  it("answers the innermost open modal and falls back as they close", () => {
    const outer = host();
    const inner = host();
    const closeOuter = pushModalHost(outer);
    const closeInner = pushModalHost(inner);
    expect(topModalHost()).toBe(inner);
    closeInner();
    expect(topModalHost()).toBe(outer);
    closeOuter();
    expect(topModalHost()).toBeNull();
  });

  it("tells subscribers about every change, until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeModalHosts(listener);
    const close = pushModalHost(host());
    close();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    pushModalHost(host())();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
