import { describe, expect, it } from "vitest";
import { createSandbox } from "../app.ts";

const HOUR = 3_600_000;

describe("questions seed", () => {
  it("a reset at another time gives every question id the same seller, item, buyer and text", () => {
    const sandbox = createSandbox();
    const snapshot = () =>
      new Map([...sandbox.ctx.state.questions.byId.values()].map((q) => [q.id, `${q.seller_id}|${q.item_id}|${q.from_id}|${q.text}`]));
    const before = snapshot();
    for (const advance of [5 * HOUR, 26 * HOUR, 3 * 24 * HOUR]) {
      sandbox.ctx.clock.advance(advance);
      sandbox.reset();
      const after = snapshot();
      const remapped = [...before].filter(([id, content]) => after.has(id) && after.get(id) !== content);
      expect(remapped).toEqual([]);
      expect(after.size).toBeGreaterThan(before.size * 0.95);
    }
    sandbox.stop();
  });
});
