import { afterEach, describe, expect, it } from "vitest";
import { readCategoryFreeShipping } from "../shipping/category-modes";
import { getCategoryAttributes } from "./categories";
import { replay, type Answer, type Replay } from "./contract/replay";
import { getItems } from "./items";
import { forgetUnreadable, unreadableElements } from "./lenient";
import { searchQuestions } from "./questions";

/**
 * Shapes the documentation and older answers show, through the app's own functions over HTTP (replay):
 * each of these failed the page, or read wrong, before issue 57.
 */
let open: Replay | undefined;
const answering = async (answer: Answer) => (open = await replay(answer));
afterEach(async () => {
  await open?.close();
  open = undefined;
  forgetUnreadable();
});

describe("older shipping modes records", () => {
  it("accepted_methods directly under shipping_attributes reads as accepting free shipping", async () => {
    const r = await answering({ body: [{ mode: "me2", shipping_attributes: { accepted_methods: [73328, "73330"] } }] });
    expect(await readCategoryFreeShipping(r.client, 1001, "MLA1055")).toEqual({ accepts: true, acceptedMethods: [73328, 73330] });
  });

  it("…also beside a free block that lists none, and not_allowed still refuses", async () => {
    let r = await answering({ body: [{ mode: "me2", shipping_attributes: { accepted_methods: [73328], free: { methods: "optional" } } }] });
    expect(await readCategoryFreeShipping(r.client, 1001, "MLA1055")).toEqual({ accepts: true, acceptedMethods: [73328] });
    await open!.close();
    r = await answering({ body: [{ mode: "me2", shipping_attributes: { accepted_methods: [73328], free: { methods: "not_allowed" } } }] });
    expect(await readCategoryFreeShipping(r.client, 1001, "MLA1055")).toMatchObject({ accepts: false });
  });
});

describe("ids as strings, where the documentation prints them so", () => {
  it("a multi-get item whose seller_id is a string is kept, with the number", async () => {
    const r = await answering({ body: [{ code: 200, body: { id: "MLA1", title: "Mate", seller_id: "303888594" } }] });
    expect(await getItems(r.client, ["MLA1"])).toEqual([expect.objectContaining({ id: "MLA1", seller_id: 303888594 })]);
  });
});

describe("one odd element never fails the list", () => {
  it("an attribute without a name is left out and named; the others show", async () => {
    const r = await answering({ body: [{ id: "BRAND", name: "Marca" }, { id: "MODEL" }, { id: "GTIN", name: "Código" }] });
    expect((await getCategoryAttributes(r.client, "MLA1055")).map((a) => a.id)).toEqual(["BRAND", "GTIN"]);
    expect(unreadableElements(1001)).toEqual([expect.objectContaining({ call: "GET /categories/MLA1055/attributes", id: "MODEL" })]);
  });

  it("a question that cannot be read is left out of its search page, the rest kept", async () => {
    const good = {
      id: 1,
      item_id: "MLA1",
      status: "UNANSWERED",
      text: "¿Hay stock?",
      date_created: "2024-01-01T00:00:00.000Z",
      from: { id: 9 },
    };
    const r = await answering({ body: { total: 2, questions: [good, { id: 2, item_id: "MLA1" }] } });
    const page = await searchQuestions(r.client, { sellerId: 1001 });
    expect(page.questions.map((q) => q.id)).toEqual([1]);
    expect(unreadableElements(1001)).toEqual([expect.objectContaining({ call: "GET /questions/search", id: "2" })]);
  });
});
