import { describe, expect, it } from "vitest";
import { takeStreamSlot } from "./stream-slots";

describe("event stream slots", () => {
  it("caps open streams per user, and a closed one frees its slot once", () => {
    const slots = Array.from({ length: 3 }, () => takeStreamSlot("u1", 3));
    expect(slots.every(Boolean)).toBe(true);
    expect(takeStreamSlot("u1", 3)).toBeNull();
    expect(takeStreamSlot("u2", 3)).not.toBeNull(); // per user
    slots[0]!();
    slots[0]!(); // twice: still one slot
    const again = takeStreamSlot("u1", 3);
    expect(again).not.toBeNull();
    expect(takeStreamSlot("u1", 3)).toBeNull();
  });
});
