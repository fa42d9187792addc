import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NotificationEvent, Notifier } from "../context.ts";
import { categoryRecord } from "../catalog/category-record.ts";
import { findCategory } from "../catalog/tree.ts";
import type { Item } from "../catalog/types.ts";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";

let running: RunningSandbox;
let tokens: Record<number, string>;
let published: NotificationEvent[];
let realNotifier: Notifier;
beforeAll(async () => {
  running = await startSandbox({ port: 0 });
  realNotifier = running.sandbox.ctx.notifier;
});
afterAll(() => running.close());
beforeEach(async () => {
  running.sandbox.reset();
  tokens = {
    [SELLER.MLA]: await running.tokenFor(SELLER.MLA),
    [SELLER.MLB]: await running.tokenFor(SELLER.MLB),
    [SELLER.MLU]: await running.tokenFor(SELLER.MLU),
  };
  published = [];
  running.sandbox.ctx.notifier = { publish: (event) => published.push(event) };
  return () => {
    running.sandbox.ctx.notifier = realNotifier;
  };
});

const state = () => running.sandbox.ctx.state;
const put = async (itemId: string, body: unknown, seller: number = SELLER.MLA) => {
  const res = await fetch(`${running.url}/items/${itemId}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${tokens[seller]}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};
const get = async (path: string, seller: number = SELLER.MLA) => {
  const res = await fetch(`${running.url}${path}`, { headers: { authorization: `Bearer ${tokens[seller]}` } });
  return { status: res.status, body: await res.json() };
};
const itemOf = (seller: number, where: (item: Item) => boolean): Item => {
  const found = (state().catalog.itemsBySeller.get(seller) ?? []).map((id) => state().catalog.items.get(id)!).find(where);
  if (!found) throw new Error("no seeded item fits");
  return found;
};
const plain = (seller: number = SELLER.MLA) =>
  itemOf(seller, (i) => i.status === "active" && i.buying_mode === "buy_it_now" && !i.variations && i.currency_id !== "USD");
const codes = (body: { cause: Array<{ code: string }> }) => body.cause.map((c) => c.code);

describe("stock", () => {
  it("a stock write changes available_quantity, says so on GET and notifies the items topic", async () => {
    const item = plain();
    const { status, body } = await put(item.id, { available_quantity: item.available_quantity + 7 });
    expect(status).toBe(200);
    expect(body.available_quantity).toBe(item.available_quantity);
    expect((await get(`/items/${item.id}`)).body.available_quantity).toBe(body.available_quantity);
    expect(published).toEqual([{ topic: "items", user_id: SELLER.MLA, resource: `/items/${item.id}` }]);
  });

  it("stock at zero pauses an active listing as out_of_stock, and stock again reactivates it", async () => {
    const item = plain();
    expect((await put(item.id, { available_quantity: 0 })).body).toMatchObject({ status: "paused", sub_status: ["out_of_stock"] });
    expect((await put(item.id, { available_quantity: 3 })).body).toMatchObject({ status: "active", sub_status: [] });
  });

  it("a listing with variations changes stock per variation and its total is their sum", async () => {
    const item = itemOf(SELLER.MLA, (i) => !!i.variations?.length);
    const [first, second] = item.variations!;
    const { status, body } = await put(item.id, { variations: [{ id: first!.id, available_quantity: 11 }] });
    expect(status).toBe(200);
    expect(body.variations.find((v: { id: number }) => v.id === first!.id).available_quantity).toBe(11);
    expect(body.variations.find((v: { id: number }) => v.id === second!.id).available_quantity).toBe(second!.available_quantity);
    expect(body.available_quantity).toBe(item.variations!.reduce((sum, v) => sum + v.available_quantity, 0));
  });

  it("a listing with variations refuses a whole-item stock, and an unknown variation, changing nothing", async () => {
    const item = itemOf(SELLER.MLA, (i) => !!i.variations?.length);
    const before = item.available_quantity;
    const whole = await put(item.id, { available_quantity: 50 });
    expect(whole.status).toBe(400);
    expect(codes(whole.body)).toEqual(["item.available_quantity.invalid"]);
    const unknown = await put(item.id, { variations: [{ id: 1, available_quantity: 5 }] });
    expect(codes(unknown.body)).toEqual(["item.variations.id.invalid"]);
    expect(state().catalog.items.get(item.id)!.available_quantity).toBe(before);
    expect(published).toEqual([]);
  });

  it("a negative stock is refused", async () => {
    const item = plain();
    expect(codes((await put(item.id, { available_quantity: -1 })).body)).toEqual(["item.available_quantity.invalid"]);
  });
});

describe("price", () => {
  it("a price under the category's minimum is refused with a cause naming the minimum, and nothing changes", async () => {
    const item = plain();
    const min = categoryRecord(findCategory(item.category_id)!).settings.minimum_price!;
    const { status, body } = await put(item.id, { price: min / 2, available_quantity: 9 });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "validation_error", status: 400 });
    expect(body.cause).toEqual([
      expect.objectContaining({ code: "item.price.invalid", references: ["item.price"], message: `The price must be at least ${min}` }),
    ]);
    expect(state().catalog.items.get(item.id)!.price).toBe(item.price);
    expect(state().catalog.items.get(item.id)!.available_quantity).not.toBe(9);
  });

  it("a price over a category's maximum (food has one) is refused", async () => {
    const item = itemOf(
      SELLER.MLU,
      (i) => categoryRecord(findCategory(i.category_id)!).settings.maximum_price !== null && i.status === "active",
    );
    const max = categoryRecord(findCategory(item.category_id)!).settings.maximum_price!;
    expect((await put(item.id, { price: max + 1 }, SELLER.MLU)).body.cause[0].message).toBe(`The price must be at most ${max}`);
  });

  it("a price with more than two decimals is refused", async () => {
    expect(codes((await put(plain().id, { price: 1000.123 })).body)).toEqual(["item.price.invalid"]);
  });

  it("a manual price switches an active price automation off", async () => {
    const [itemId] = [...state().listings.automation.keys()].filter((id) => state().catalog.items.get(id)!.seller_id === SELLER.MLA);
    expect((await get(`/pricing-automation/items/${itemId}/rules`)).body.status).toBe("ACTIVE");
    const item = state().catalog.items.get(itemId!)!;
    expect((await put(itemId!, { price: item.price + 100 })).status).toBe(200);
    expect((await get(`/pricing-automation/items/${itemId}/rules`)).body).toMatchObject({ item_id: itemId, status: "INACTIVE" });
  });

  it("a stock write leaves the automation on", async () => {
    const [itemId] = [...state().listings.automation.keys()].filter((id) => state().catalog.items.get(id)!.seller_id === SELLER.MLA);
    await put(itemId!, { available_quantity: 40 });
    expect((await get(`/pricing-automation/items/${itemId}/rules`)).body.status).toBe("ACTIVE");
  });

  it("a listing without automation says INACTIVE with no rules; another seller's is 403", async () => {
    const item = itemOf(SELLER.MLA, (i) => !state().listings.automation.has(i.id));
    expect((await get(`/pricing-automation/items/${item.id}/rules`)).body).toEqual({ item_id: item.id, status: "INACTIVE", rules: [] });
    expect((await get(`/pricing-automation/items/${item.id}/rules`, SELLER.MLB)).status).toBe(403);
  });
});

describe("status", () => {
  it("pause and reactivate", async () => {
    const item = plain();
    expect((await put(item.id, { status: "paused" })).body.status).toBe("paused");
    expect((await put(item.id, { status: "active" })).body.status).toBe("active");
    expect(published).toHaveLength(2);
  });

  it("closed is final: a closed listing refuses every change", async () => {
    const item = plain();
    expect((await put(item.id, { status: "closed" })).body.status).toBe("closed");
    const again = await put(item.id, { status: "active" });
    expect(again.status).toBe(400);
    expect(codes(again.body)).toEqual(["item.status.not_modifiable"]);
  });

  it("a listing without stock cannot be activated", async () => {
    const item = plain();
    await put(item.id, { status: "paused" });
    await put(item.id, { available_quantity: 0 });
    expect(codes((await put(item.id, { status: "active" })).body)).toEqual(["item.status.invalid"]);
  });

  it("a listing under review refuses edits until the review ends", async () => {
    const item = plain();
    item.status = "under_review";
    const { status, body } = await put(item.id, { available_quantity: 3 });
    expect(status).toBe(400);
    expect(codes(body)).toEqual(["item.status.under_review"]);
  });

  it("under_review is not a status the seller sets", async () => {
    expect(codes((await put(plain().id, { status: "under_review" })).body)).toEqual(["item.status.invalid"]);
  });
});

describe("fields locked after sales", () => {
  it("title, condition and buying mode cannot change once the listing has sales", async () => {
    const item = itemOf(SELLER.MLA, (i) => i.status === "active" && i.sold_quantity > 0 && !i.variations && i.buying_mode === "buy_it_now");
    const { status, body } = await put(item.id, {
      title: `${item.title} oferta`,
      condition: item.condition === "new" ? "used" : "new",
      buying_mode: "auction",
    });
    expect(status).toBe(400);
    expect(codes(body).sort()).toEqual(["item.buying_mode.not_modifiable", "item.condition.not_modifiable", "item.title.not_modifiable"]);
    expect(state().catalog.items.get(item.id)!.title).toBe(item.title);
  });

  it("the same title sent back is not a change, so a listing with sales accepts it", async () => {
    const item = itemOf(SELLER.MLA, (i) => i.status === "active" && i.sold_quantity > 0 && !i.variations);
    expect((await put(item.id, { title: item.title, available_quantity: 4 })).status).toBe(200);
  });

  it("a listing without sales may change its title", async () => {
    const item = itemOf(SELLER.MLA, (i) => i.status === "active" && i.sold_quantity === 0 && i.buying_mode === "buy_it_now");
    const title = item.title.slice(0, 40) + " nuevo";
    expect((await put(item.id, { title })).body.title).toBe(title);
  });
});

describe("ownership and seed", () => {
  it("another seller's item is 403 and unchanged", async () => {
    const item = plain();
    const { status } = await put(item.id, { available_quantity: 1 }, SELLER.MLB);
    expect(status).toBe(403);
    expect(state().catalog.items.get(item.id)!.available_quantity).toBe(item.available_quantity);
  });

  it("every seeded seller item has a SKU, unique within the seller", async () => {
    const ids = state().catalog.itemsBySeller.get(SELLER.MLA)!;
    const skus = ids.map((id) => state().catalog.items.get(id)!.seller_custom_field);
    expect(skus.every((s) => typeof s === "string" && s.length > 0)).toBe(true);
    expect(new Set(skus).size).toBe(skus.length);
  });
});
