import { describe, expect, it, vi } from "vitest";

describe("MarketplaceError across module copies", () => {
  it("is instanceof in every copy of the module, as Next's instrumentation and route graphs each load one", async () => {
    const first = await import("./errors");
    vi.resetModules();
    const second = await import("./errors");
    expect(second.MarketplaceError).not.toBe(first.MarketplaceError);
    const thrown = second.errorFromResponse(
      400,
      JSON.stringify({ error: "validation_error", message: "Validation error", cause: [] }),
      null,
    );
    expect(thrown instanceof first.MarketplaceError).toBe(true);
    expect(thrown).toBeInstanceOf(Error);
    expect({ kind: "bad_request", status: 400 } instanceof first.MarketplaceError).toBe(false);
    expect(new Error("x") instanceof first.MarketplaceError).toBe(false);
    expect((null as unknown as object) instanceof first.MarketplaceError).toBe(false);
  });
});
