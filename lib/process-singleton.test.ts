import { describe, expect, it, vi } from "vitest";
import { firstTimeInProcess, peekProcessSingleton, processSingleton, setProcessSingleton } from "./process-singleton";

describe("processSingleton", () => {
  it("makes the value once and hands the same one to every later caller", () => {
    const create = vi.fn(() => new Map<string, number>());
    const a = processSingleton("test.once", create);
    const b = processSingleton("test.once", create);
    expect(b).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("survives a second copy of the module (Next's separate module graphs, a dev reload)", async () => {
    const first = processSingleton("test.graphs", () => ({ made: "by the first graph" }));
    vi.resetModules();
    const again = await import("./process-singleton");
    expect(again.processSingleton("test.graphs", () => ({ made: "by the second" }))).toBe(first);
  });

  it("keeps a falsy value (0) instead of making it again", () => {
    const create = vi.fn(() => 0);
    expect(processSingleton("test.falsy", create)).toBe(0);
    expect(processSingleton("test.falsy", create)).toBe(0);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("peeks without making, and reads what another program set under the shared symbol", () => {
    expect(peekProcessSingleton("test.absent")).toBeUndefined();
    // scripts/serve.mjs hands its route registration over like this, in plain JavaScript.
    const handOver = () => "registered";
    (globalThis as unknown as Record<symbol, unknown>)[Symbol.for("mostrador.test.handOver")] = handOver;
    expect(peekProcessSingleton("test.handOver")).toBe(handOver);
    setProcessSingleton("test.handOver", "replaced");
    expect(peekProcessSingleton("test.handOver")).toBe("replaced");
  });

  it("firstTimeInProcess says yes once per name", () => {
    expect(firstTimeInProcess("test.start")).toBe(true);
    expect(firstTimeInProcess("test.start")).toBe(false);
    expect(firstTimeInProcess("test.other")).toBe(true);
  });
});
