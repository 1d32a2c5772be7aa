import { describe, expect, it } from "vitest";
import { createMainActionSlot } from "./main-action-slot.ts";

const action = (text: string) => ({ text, onClick: () => {} });

describe("the web's main action slot", () => {
  it("shows the latest page's action, restores the previous one when it goes, and notifies", () => {
    const slot = createMainActionSlot();
    let notified = 0;
    const unsubscribe = slot.subscribe(() => notified++);
    expect(slot.current()).toBeNull();
    const page = action("Buy");
    const hidePage = slot.show(page);
    const hideDialog = slot.show(action("Confirm"));
    expect(slot.current()?.text).toBe("Confirm");
    hideDialog();
    expect(slot.current()).toBe(page);
    hidePage();
    expect(slot.current()).toBeNull();
    expect(notified).toBe(4);
    unsubscribe();
    slot.show(action("Later"));
    expect(notified).toBe(4);
  });
});
