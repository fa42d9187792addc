import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { forgetUnreadable, lenientArray, readingCall, unreadableElements } from "./lenient";

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
