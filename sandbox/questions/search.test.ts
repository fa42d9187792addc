import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { client, ensureItems } from "./fixtures.ts";
import type { Question } from "./state.ts";

let run: RunningSandbox;
let api: ReturnType<typeof client>;
const S: number = SELLER.MLA;

beforeAll(async () => {
  run = await startSandbox();
  ensureItems(run);
  api = client(run);
});
afterAll(() => run.close());

const stored = (sellerId: number = S): Question[] => run.sandbox.ctx.state.questions.bySeller.get(sellerId) ?? [];

describe("questions seed", () => {
  it("every seller has a history in the site's language, over the last 300 days, from buyers of the same site", () => {
    const { users } = run.sandbox.ctx.state;
    const now = run.sandbox.ctx.clock.nowMs();
    for (const id of Object.values(SELLER)) {
      const qs = stored(id);
      expect(qs.length).toBeGreaterThan(0);
      for (const q of qs) {
        expect(users.get(q.from_id)?.site_id).toBe(users.get(id)?.site_id);
        // 301 days: the metrics page compares a custom range of up to 150 whole days with the 150 before it.
        expect(now - q.date_created).toBeLessThanOrEqual(301 * 86_400_000);
      }
    }
    expect(stored(SELLER.MLB).some((q) => /\b(você|vocês|tem|frete|nota fiscal|Serve|Qual|Quais)\b/.test(q.text))).toBe(true);
    expect(stored(SELLER.MLA).every((q) => !/\bvocê\b/.test(q.text))).toBe(true);
  });

  it("the demo seller TIENDA_PAMPA has several recent unanswered questions", () => {
    const now = run.sandbox.ctx.clock.nowMs();
    const recent = stored(S).filter((q) => q.status === "UNANSWERED" && now - q.date_created < 86_400_000);
    expect(recent.length).toBeGreaterThanOrEqual(5);
  });

  it("the seed has answered, unanswered and closed questions, with a follow-up from the same buyer", () => {
    const all = Object.values(SELLER).flatMap((id) => stored(id));
    const statuses = new Set(all.map((q) => q.status));
    for (const s of ["ANSWERED", "UNANSWERED", "CLOSED_UNANSWERED"]) expect(statuses).toContain(s);
    const pairs = new Map<string, number>();
    for (const q of all) pairs.set(`${q.item_id}|${q.from_id}`, (pairs.get(`${q.item_id}|${q.from_id}`) ?? 0) + 1);
    expect([...pairs.values()].some((n) => n > 1)).toBe(true);
  });
});

describe("GET /questions/search", () => {
  it("requires a token", async () => {
    const res = await api("GET", `/questions/search?seller_id=${S}`);
    expect(res.status).toBe(401);
  });

  it("returns the api_version 4 shape with filters echoed and no paging object", async () => {
    const res = await api("GET", `/questions/search?seller_id=${S}&api_version=4`, { as: S });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["available_filters", "available_sorts", "filters", "limit", "questions", "total"]);
    expect(res.body.filters).toMatchObject({ limit: 50, offset: 0, api_version: "4", is_admin: false, sorts: [], caller: S, seller: S });
    expect(res.body.available_sorts).toEqual(["item_id", "from_id", "date_created", "seller_id"]);
    expect(res.body.total).toBe(stored().filter((q) => q.status !== "DELETED").length);
    const q = res.body.questions[0];
    expect(q).toHaveProperty("from.answered_questions");
    expect(q.date_created).toMatch(/-03:00$/);
  });

  it("another seller cannot read the seller's questions, by seller or by item", async () => {
    expect((await api("GET", `/questions/search?seller_id=${S}`, { as: SELLER.MLB })).status).toBe(403);
    const itemId = stored()[0]!.item_id;
    expect((await api("GET", `/questions/search?item=${itemId}`, { as: SELLER.MLB })).status).toBe(403);
    expect((await api("GET", `/questions/${stored()[0]!.id}`, { as: SELLER.MLB })).status).toBe(403);
  });

  it("item or item_id, with from, gives one buyer's questions on one item", async () => {
    const q = stored().find((x) => x.status !== "DELETED")!;
    for (const key of ["item", "item_id"]) {
      const res = await api("GET", `/questions/search?${key}=${q.item_id}&from=${q.from_id}`, { as: S });
      expect(res.status).toBe(200);
      expect(res.body.filters.item).toBe(q.item_id);
      expect(res.body.questions.length).toBeGreaterThan(0);
      expect(res.body.questions.every((x: any) => x.item_id === q.item_id && x.from.id === q.from_id)).toBe(true);
    }
    // The asker may read their own questions on the item too.
    const own = await api("GET", `/questions/search?item=${q.item_id}&from=${q.from_id}`, { as: q.from_id });
    expect(own.status).toBe(200);
  });

  it("status filter takes the upper-case values and rejects others", async () => {
    const res = await api("GET", `/questions/search?seller_id=${S}&status=UNANSWERED&limit=100`, { as: S });
    expect(res.body.total).toBe(stored().filter((q) => q.status === "UNANSWERED").length);
    expect(res.body.questions.every((q: any) => q.status === "UNANSWERED")).toBe(true);
    expect((await api("GET", `/questions/search?seller_id=${S}&status=unanswered`, { as: S })).status).toBe(400);
  });

  it("period filter date_created.from / date_created.to is inclusive", async () => {
    const qs = stored().filter((q) => q.status !== "DELETED");
    const from = qs[Math.floor(qs.length / 3)]!.date_created;
    const to = qs[Math.floor((2 * qs.length) / 3)]!.date_created;
    const url = `/questions/search?seller_id=${S}&date_created.from=${new Date(from).toISOString()}&date_created.to=${new Date(to).toISOString()}`;
    const res = await api("GET", url, { as: S });
    expect(res.body.total).toBe(qs.filter((q) => q.date_created >= from && q.date_created <= to).length);
    expect((await api("GET", `/questions/search?seller_id=${S}&date_created.from=yesterday`, { as: S })).status).toBe(400);
  });

  it("sort_fields and sort_types sort by each field in order, one type per field", async () => {
    const res = await api("GET", `/questions/search?seller_id=${S}&sort_fields=from_id,date_created&sort_types=ASC,DESC&limit=100`, {
      as: S,
    });
    expect(res.status).toBe(200);
    expect(res.body.filters.sorts).toEqual([
      { field: "from_id", type: "ASC" },
      { field: "date_created", type: "DESC" },
    ]);
    const rows = res.body.questions as Array<{ from: { id: number }; date_created: string }>;
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      expect(a.from.id <= b.from.id).toBe(true);
      if (a.from.id === b.from.id) expect(Date.parse(a.date_created) >= Date.parse(b.date_created)).toBe(true);
    }
    const asc = await api("GET", `/questions/search?seller_id=${S}&sort_fields=date_created&sort_types=ASC`, { as: S });
    expect(asc.body.questions[0].id).toBe(stored().find((q) => q.status !== "DELETED")!.id);
  });

  it("sort validation: unknown field, missing or extra types, bad type are 400", async () => {
    for (const qs of [
      "sort_fields=price&sort_types=ASC",
      "sort_fields=item_id,from_id&sort_types=ASC",
      "sort_fields=item_id&sort_types=ASC,DESC",
      "sort_fields=item_id&sort_types=UP",
      "sort_types=ASC",
    ]) {
      const res = await api("GET", `/questions/search?seller_id=${S}&${qs}`, { as: S });
      expect(res.status, qs).toBe(400);
    }
  });

  it("limit and offset page through the results (offset 3, limit 3 gives the 4th to 6th)", async () => {
    const all = await api("GET", `/questions/search?seller_id=${S}&limit=6`, { as: S });
    const page = await api("GET", `/questions/search?seller_id=${S}&limit=3&offset=3`, { as: S });
    expect(page.body.questions.map((q: any) => q.id)).toEqual(all.body.questions.slice(3, 6).map((q: any) => q.id));
    expect(page.body.filters.offset).toBe(3);
    expect(page.body.total).toBe(all.body.total);
    expect((await api("GET", `/questions/search?seller_id=${S}&limit=0`, { as: S })).status).toBe(400);
  });

  it("banned text is returned empty", async () => {
    const q = stored().find((x) => x.status !== "DELETED")!;
    const answered = stored().find((x) => x.answer)!;
    q.status = "BANNED";
    answered.answer!.status = "BANNED";
    const one = await api("GET", `/questions/${q.id}`, { as: S });
    expect(one.body.text).toBe("");
    expect(one.body.status).toBe("BANNED");
    const search = await api("GET", `/questions/search?seller_id=${S}&status=BANNED&limit=100`, { as: S });
    expect(search.body.questions.every((x: any) => x.text === "")).toBe(true);
    const ans = await api("GET", `/questions/${answered.id}`, { as: S });
    expect(ans.body.answer.text).toBe("");
  });
});
