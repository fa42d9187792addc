import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { allowedOfficialStoreIds } from "./official-store.ts";
import { addItems, categoryWhere, makeItem, mintToken, putJson } from "./test-fixtures.ts";

let running: RunningSandbox;
const BRAND = SELLER.MLM; // ELECTROHOGAR_OFICIAL, a brand-type user
const MX = "MLM9900000401";
const AR = "MLA9900000402";

beforeAll(async () => {
  running = await startSandbox({ port: 0 });
});
afterAll(() => running.close());
beforeEach(() => {
  running.sandbox.reset();
  addItems(running, [
    makeItem({
      id: MX,
      site_id: "MLM",
      seller_id: BRAND,
      title: "Licuadora de 10 velocidades",
      currency_id: "MXN",
      price: 1299,
      category_id: categoryWhere("MLM", true),
      official_store_id: null,
    }),
    makeItem({ id: AR, site_id: "MLA", seller_id: SELLER.MLA, category_id: categoryWhere("MLA", true) }),
  ]);
});

const put = (itemId: string, body: unknown, userId: number) => putJson(running, `/items/${itemId}`, body, mintToken(running, userId));
const allowed = () => allowedOfficialStoreIds(running.sandbox.ctx.state, BRAND);

describe("official_store_id on items", () => {
  it("the seeded brand user has several official stores", () => {
    expect(allowed().length).toBeGreaterThan(1);
  });

  it("a brand-type user with several stores updating an item without official_store_id gets 400 item.official_store_id.invalid", async () => {
    const { status, body } = await put(MX, { shipping: { mode: "me2" } }, BRAND);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "validation_error", status: 400, cause: [{ code: "item.official_store_id.invalid" }] });
    for (const id of allowed()) expect(body.cause[0].message).toContain(String(id));
  });

  it("an official_store_id the seller may not use is 403 body.invalid_official_store_id with empty cause", async () => {
    const { status, body } = await put(MX, { official_store_id: 999_999 }, BRAND);
    expect(status).toBe(403);
    expect(body).toMatchObject({ message: "body.invalid_official_store_id", status: 403, cause: [] });
    expect(body.error).toBe(`The seller ${BRAND} can not use official_store_id 999999 in site MLM`);
  });

  it("an allowed official_store_id is stored on the item, and later updates need not repeat it", async () => {
    const store = allowed()[1]!;
    const { status, body } = await put(
      MX,
      { official_store_id: store, shipping: { mode: "me2", free_methods: [{ id: 501245, rule: { free_mode: "country", value: null } }] } },
      BRAND,
    );
    expect(status).toBe(200);
    expect(body.official_store_id).toBe(store);
    expect(running.sandbox.ctx.state.catalog.items.get(MX)!.official_store_id).toBe(store);
    expect((await put(MX, { shipping: { mode: "me2", free_shipping: false, methods: [], free_methods: [] } }, BRAND)).status).toBe(200);
  });

  it("a normal seller sending an official_store_id is refused with 403", async () => {
    const { status, body } = await put(AR, { official_store_id: allowed()[0] }, SELLER.MLA);
    expect(status).toBe(403);
    expect(body.message).toBe("body.invalid_official_store_id");
  });
});
