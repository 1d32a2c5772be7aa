import { describe, expect, it } from "vitest";
import { toApiError } from "./error-mapper.ts";

describe("toApiError", () => {
  it("refuses a write that waited out another process's lock with 503 DATABASE_BUSY, never a 500", () => {
    const busy = Object.assign(new Error("SQLITE_BUSY: database is locked"), { code: "SQLITE_BUSY" });
    expect(toApiError(busy)).toMatchObject({ status: 503, code: "DATABASE_BUSY" });
    // As a driver wraps it.
    expect(toApiError(new Error("transaction failed", { cause: busy }))).toMatchObject({ status: 503 });
    expect(toApiError(new Error("something else"))).toMatchObject({ status: 500, code: "INTERNAL_ERROR" });
  });
});
