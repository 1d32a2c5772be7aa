import { describe, expect, it } from "vitest";
import { sharedRead } from "./shared-read.ts";

describe("sharedRead", () => {
  it("gives callers arriving while a read is in flight its answer, and reads anew after it", async () => {
    let reads = 0;
    let release: (value: number) => void = () => undefined;
    const read = sharedRead(
      () =>
        new Promise<number>((resolve) => {
          reads++;
          release = resolve;
        }),
    );
    const together = [read(), read(), read()];
    expect(reads).toBe(1);
    release(7);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);
    const later = read();
    expect(reads).toBe(2);
    release(8);
    expect(await later).toBe(8);
  });

  it("shares a failure with the callers that waited on it, and the next caller reads again", async () => {
    let reads = 0;
    const read = sharedRead(async () => {
      reads++;
      if (reads === 1) throw new Error("database gone");
      return "back";
    });
    const [a, b] = [read(), read()];
    await expect(a).rejects.toThrow("database gone");
    await expect(b).rejects.toThrow("database gone");
    expect(await read()).toBe("back");
    expect(reads).toBe(2);
  });
});
