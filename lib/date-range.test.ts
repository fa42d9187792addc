import { describe, expect, it } from "vitest";
import { matchPreset, presetRange, rangeLength } from "./date-range";

describe("date range presets", () => {
  const today = "2026-03-10";
  it("counts today in the last N days", () => {
    expect(presetRange("last7", today)).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(rangeLength(presetRange("last30", today))).toBe(30);
    expect(rangeLength(presetRange("last90", today))).toBe(90);
  });

  it("knows month edges, including February and a year change", () => {
    expect(presetRange("thisMonth", today)).toEqual({ from: "2026-03-01", to: "2026-03-10" });
    expect(presetRange("lastMonth", today)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetRange("lastMonth", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("recognises a preset and leaves a custom range custom", () => {
    expect(matchPreset({ from: "2026-03-04", to: "2026-03-10" }, today)).toBe("last7");
    expect(matchPreset({ from: "2026-03-03", to: "2026-03-10" }, today)).toBeNull();
  });
});
