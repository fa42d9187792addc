import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  collectLenient,
  fieldFallbacks,
  forgetFieldFallbacks,
  forgetUnreadable,
  lenientArray,
  lenientField,
  readingCall,
  unreadableElements,
} from "./lenient";

const schema = z.object({ items: lenientArray(z.object({ id: z.number(), title: z.string() })) });

describe("lenientArray", () => {
  beforeEach(() => forgetUnreadable());

  it("keeps the readable elements and names the one left out with its call, seller and path", () => {
    const body = { items: [{ id: 1, title: "a" }, { id: 2 }, { id: 3, title: "c" }] };
    const read = readingCall({ call: "GET /things", sellerId: 7 }, () => schema.parse(body));
    expect(read.items.map((i) => i.id)).toEqual([1, 3]);
    const [left] = unreadableElements(7);
    expect(left).toMatchObject({ call: "GET /things", sellerId: 7, id: "2", count: 1 });
    expect(left!.issues[0]).toMatch(/^title: /);
    expect(unreadableElements(8)).toEqual([]);
  });

  it("counts a repeat instead of recording it again, and names an element without id by position", () => {
    for (let i = 0; i < 2; i++) readingCall({ call: "GET /x" }, () => schema.parse({ items: ["odd"] }));
    expect(unreadableElements()).toMatchObject([{ id: "#0", count: 2 }]);
  });

  it("reads an absent list as empty and still refuses a value that is not a list", () => {
    expect(schema.parse({ items: null }).items).toEqual([]);
    expect(schema.safeParse({ items: "nope" }).success).toBe(false);
  });
});

describe("lenientField and collectLenient", () => {
  beforeEach(() => forgetFieldFallbacks());
  const item = z.object({ id: z.string(), price: lenientField(z.number(), null, "price") });

  it("reads a missing or mistyped field as its fallback and records which, per call and seller", () => {
    const read = readingCall({ call: "GET /items", sellerId: 3 }, () => [item.parse({ id: "A" }), item.parse({ id: "B", price: "10" })]);
    expect(read).toEqual([
      { id: "A", price: null },
      { id: "B", price: null },
    ]);
    expect(
      fieldFallbacks(3)
        .map((f) => `${f.call} ${f.field} ${f.kind}`)
        .sort(),
    ).toEqual(["GET /items price field_missing", "GET /items price field_other_type"]);
    expect(fieldFallbacks(4)).toEqual([]);
    expect(item.parse({ id: "C", price: 5 })).toEqual({ id: "C", price: 5 });
  });

  it("collects what one piece of work read leniently, not what another did meanwhile", async () => {
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const work = (call: string, body: unknown) => async () => {
      await tick();
      return readingCall({ call }, () => schema.parse(body));
    };
    const [a, b] = await Promise.all([
      collectLenient(work("GET /a", { items: [{ id: 1 }] })),
      collectLenient(work("GET /b", { items: [{ id: 2, title: "ok" }] })),
    ]);
    expect(a.notes).toEqual([{ call: "GET /a", kind: "element_left_out", id: "1", issues: [expect.stringMatching(/^title: /)] }]);
    expect(b).toMatchObject({ ok: true, notes: [] });
    const failed = await collectLenient(async () => {
      readingCall({ call: "GET /c" }, () => schema.parse({ items: [{}] }));
      throw new Error("later failure");
    });
    expect(failed).toMatchObject({ ok: false, notes: [{ call: "GET /c", kind: "element_left_out" }] });
  });
});
