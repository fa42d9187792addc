import { describe, expect, it } from "vitest";
import { paced } from "./step-aside";

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("paced background steps", () => {
  it("rests as long as the event loop worked, so a timer due meanwhile runs before the next step", async () => {
    const started = performance.now();
    let timerRanAt = 0;
    setTimeout(() => (timerRanAt = performance.now()), 1);
    await paced(async () => busy(40));
    const nextStepAt = performance.now();
    expect(nextStepAt - started).toBeGreaterThanOrEqual(75); // 40 ms of work, then about as long at rest
    expect(timerRanAt).toBeGreaterThan(0); // the waiting request got the loop before the next step
    expect(timerRanAt).toBeLessThan(nextStepAt);
  });

  it("costs almost nothing when the step only waited (the loop was idle)", async () => {
    const started = performance.now();
    await paced(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(performance.now() - started).toBeLessThan(150);
  });
});
