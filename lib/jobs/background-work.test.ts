import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";

// Which workers start is the point here, not what they do (their own tests run them on a database):
// the two starters are replaced by recorders.
const started: string[] = [];
vi.mock("./scheduler", () => ({ startLiveWorkers: () => started.push("live workers") }));
vi.mock("../runs/handlers", () => ({ ensureRunWorker: () => started.push("run worker") }));

beforeEach(() => void (started.length = 0));

describe("startBackgroundWork", () => {
  it("starts the live workers and the run worker together", async () => {
    const { startBackgroundWork } = await import("./background-work");
    startBackgroundWork();
    expect(started).toEqual(["live workers", "run worker"]);
  });

  it("is what the server start calls, and the only starter it calls", () => {
    const source = readFileSync(path.join(import.meta.dirname, "../../instrumentation.ts"), "utf8");
    expect(source).toMatch(/startBackgroundWork\(\)/);
    expect(source).not.toMatch(/startLiveWorkers|ensureRunWorker/);
  });
});
