import { describe, expect, it } from "vitest";
import { buyerLabel } from "./buyer-label";

const words = { withId: (id: string) => `Comprador ${id}`, unknown: "Comprador" };

describe("buyerLabel: the one name of a buyer on screen", () => {
  it("is the nickname when there is one", () => {
    expect(buyerLabel({ id: "1", nickname: "TESTBUYER" }, words)).toBe("TESTBUYER");
  });
  it("falls back to a label with the id when the nickname is missing or blank (orders search gives {id} only)", () => {
    expect(buyerLabel({ id: "89660613", nickname: "" }, words)).toBe("Comprador 89660613");
    expect(buyerLabel({ id: 89660613n, nickname: "  " }, words)).toBe("Comprador 89660613");
    expect(buyerLabel({ id: 89660613, nickname: null }, words)).toBe("Comprador 89660613");
  });
  it("says just 'buyer' when not even the id is known", () => {
    expect(buyerLabel({ id: null, nickname: null }, words)).toBe("Comprador");
    expect(buyerLabel({ id: "0" }, words)).toBe("Comprador");
  });
});
