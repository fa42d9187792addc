import { describe, expect, it } from "vitest";
import { costAbovePrice, perSaleCost } from "./per-sale-cost";

const cost = {
  listCost: 9000,
  currencyId: "ARS",
  billableWeight: 1,
  discountRate: 0,
  discountType: null,
  promotedAmount: 0,
  sellerCost: 9000,
};
const row = { mode: "me2", classified: false, cost, price: 20_000, currencyId: "ARS" };

describe("perSaleCost", () => {
  it("is the cost record of a listing on Mercado Envíos", () => {
    expect(perSaleCost(row)).toBe(cost);
  });
  it("is none for a classified (a car is not shipped), nor off Mercado Envíos", () => {
    expect(perSaleCost({ ...row, classified: true })).toBeNull();
    expect(perSaleCost({ ...row, mode: "custom" })).toBeNull();
    expect(perSaleCost({ ...row, mode: "not_specified" })).toBeNull();
  });
});

describe("costAbovePrice", () => {
  it("flags a cost per sale above the item's price", () => {
    expect(costAbovePrice({ ...row, price: 4_500 })).toBe(true);
    expect(costAbovePrice(row)).toBe(false);
    expect(costAbovePrice({ ...row, price: 9_000 })).toBe(false);
  });
  it("says nothing without a price, a cost that applies, or in another currency", () => {
    expect(costAbovePrice({ ...row, price: null })).toBe(false);
    expect(costAbovePrice({ ...row, price: 4_500, classified: true })).toBe(false);
    expect(costAbovePrice({ ...row, price: 40, currencyId: "USD" })).toBe(false);
  });
});
