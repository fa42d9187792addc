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

  // Not timed (a busy machine fires a 60 ms timer late): what is checked is the rest paced() decided on.
  it("costs almost nothing when the step only waited (the loop was idle)", async () => {
    const rests: number[] = [];
    await paced(
      () => new Promise((resolve) => setTimeout(resolve, 60)),
      100,
      async (ms) => void rests.push(ms),
    );
    // The 60 ms spent waiting is not work: a rest, if any, is only for the few callbacks that ran meanwhile.
    expect(rests.every((ms) => ms < 30)).toBe(true);
  });
});
