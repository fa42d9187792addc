import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questionFiltersSchema, questionPageSchema, type QuestionFilters } from "../schemas/questions";
import { assignQuestion } from "./assign-question";
import { listQuestions } from "./list-questions";
import { startSandbox } from "../../sandbox/testing";
import { createInboxFixture, importAll, type InboxFixture } from "../testing/test-inbox";

let f: InboxFixture;
beforeAll(async () => {
  f = await createInboxFixture(await startSandbox());
  await importAll(f.db, f.a);
});
afterAll(() => f.close());

const filters = (input: Record<string, unknown> = {}): QuestionFilters => questionFiltersSchema.parse(input);
const list = (input: Record<string, unknown> = {}) => listQuestions(f.db, f.a.agent, filters(input));

describe("listQuestions", () => {
  it("oldest first: unanswered by default, with item, asker and counts filled, in the contract's shape", async () => {
    const page = questionPageSchema.parse(await list({ sort: "oldest" }));
    const unanswered = await f.db.question.count({ where: { workspaceId: f.a.id, status: "UNANSWERED", hidden: false, deleted: false } });
    expect(page.total).toBe(unanswered);
    expect(page.questions.length).toBe(Math.min(50, unanswered));
    expect(page.questions.every((q) => q.status === "UNANSWERED")).toBe(true);
    const dates = page.questions.map((q) => q.dateCreated);
    expect([...dates].sort()).toEqual(dates);
    const first = page.questions[0]!;
    expect(first.item?.title).toBeTruthy();
    expect(first.item?.currencyId).toBe("ARS");
    expect(first.asker.nickname).toBeTruthy();
    expect(first.noteCount).toBe(0);
  });

  it("pages with a keyset cursor through every match exactly once, in both orders", async () => {
    for (const sort of ["oldest", "newest"] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ status: "ANSWERED", sort, limit: 7, cursor });
        seen.push(...page.questions.map((q) => q.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      const total = (await list({ status: "ANSWERED" })).total;
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
    }
  });

  it("newest first reverses the order", async () => {
    const newest = await list({ status: "ANSWERED", sort: "newest", limit: 100 });
    const dates = newest.questions.map((q) => q.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = await list({ status: "ANSWERED", limit: 1 });
    expect(newest.questions.map((q) => q.id)).not.toContain(oldest.questions[0]!.id);
  });

  it("filters by item, asker and period", async () => {
    const sample = (await list({ status: "ANSWERED", limit: 100 })).questions[10]!;
    const byItem = await list({ status: "ANSWERED", itemId: sample.item!.id });
    expect(byItem.questions.length).toBeGreaterThan(0);
    expect(byItem.questions.every((q) => q.item?.id === sample.item!.id)).toBe(true);
    const byAsker = await list({ status: "ANSWERED", askerId: sample.asker.id });
    expect(byAsker.questions.every((q) => q.asker.id === sample.asker.id)).toBe(true);
    const exact = await list({ status: "ANSWERED", from: sample.dateCreated, to: sample.dateCreated });
    expect(exact.questions.map((q) => q.id)).toContain(sample.id);
    expect(exact.questions.every((q) => q.dateCreated === sample.dateCreated)).toBe(true);
  });

  it("searches question text, answer text and item title, case-insensitively, with LIKE wildcards literal", async () => {
    const sample = (await list({ status: "ANSWERED", limit: 100 })).questions.find((q) => /\p{L}{7,}/u.test(q.text))!;
    const word = sample.text.match(/\p{L}{7,}/u)![0];
    const byText = await list({ status: "ANSWERED", q: word.toUpperCase(), limit: 100 });
    expect(byText.questions.map((q) => q.id)).toContain(sample.id);
    const title = sample.item!.title.slice(0, 12).toLowerCase();
    const byTitle = await list({ status: "ANSWERED", q: title, limit: 100 });
    expect(byTitle.questions.map((q) => q.id)).toContain(sample.id);
    // "%" matches only texts that really contain one (seeded bargaining texts may: "10% de descuento").
    const answered = await f.db.question.findMany({ where: { workspaceId: f.a.id, status: "ANSWERED", hidden: false, deleted: false } });
    const withPercent = answered.filter((r) => r.text.includes("%") || r.answerText?.includes("%")).length;
    expect((await list({ status: "ANSWERED", q: "%" })).total).toBe(withPercent);
    expect(withPercent).toBeLessThan((await list({ status: "ANSWERED" })).total);
  });

  it("ignores accents and case, and finds buyers by nickname", async () => {
    // Our own row with an accented word, so the test does not depend on what the seed happens to say.
    const row = await f.db.question.findFirstOrThrow({
      where: { workspaceId: f.a.id, status: "UNANSWERED", hidden: false, deleted: false },
    });
    await f.db.question.update({ where: { id: row.id }, data: { text: `${row.text} ¿Sirve para Básquet y Ação?` } });
    for (const q of ["basquet", "BASQUET", "básquet", "acao"]) {
      expect(
        (await list({ q, limit: 100 })).questions.map((x) => x.id),
        q,
      ).toContain(String(row.id));
    }
    const sample = (await list({ limit: 100 })).questions.find((x) => x.asker.nickname)!;
    const byNickname = await list({ q: sample.asker.nickname!.slice(0, 8).toLowerCase(), limit: 100 });
    expect(byNickname.questions.map((x) => x.id)).toContain(sample.id);
  });

  it("filters by assignee: me, unassigned, anyone", async () => {
    const [mine, theirs] = (await list()).questions;
    await assignQuestion(f.db, f.a.agent, BigInt(mine!.id), f.a.agent.userId);
    await assignQuestion(f.db, f.a.agent, BigInt(theirs!.id), f.a.owner.userId);
    const me = await list({ assignee: "me" });
    expect(me.questions.map((q) => q.id)).toEqual([mine!.id]);
    expect(me.questions[0]!.assignee).toEqual({ id: f.a.agent.userId, name: "TIENDA_PAMPA agent" });
    const unassigned = await list({ assignee: "unassigned" });
    const anyone = await list();
    expect(unassigned.total).toBe(anyone.total - 2);
  });

  it("my queue: mine first, then unassigned, each due soonest first; teammates' left out; pages keep that order", async () => {
    const all = (await list({ sort: "oldest", limit: 100 })).questions;
    // Two of mine further down the list, one of a teammate's: the queue must lift mine above older unassigned ones.
    const [a, b, c] = [all[6]!, all[9]!, all[4]!];
    await assignQuestion(f.db, f.a.agent, BigInt(a.id), f.a.agent.userId);
    await assignQuestion(f.db, f.a.agent, BigInt(b.id), f.a.agent.userId);
    await assignQuestion(f.db, f.a.agent, BigInt(c.id), f.a.owner.userId);
    const { questions: fresh, total } = await list({ sort: "oldest", limit: 100 });
    expect(fresh.length).toBe(total); // the whole list in one page, so the expectation below is complete
    const mine = fresh.filter((q) => q.assignee?.id === f.a.agent.userId).map((q) => q.id);
    const unassigned = fresh.filter((q) => !q.assignee).map((q) => q.id);
    expect(mine).toEqual(expect.arrayContaining([a.id, b.id]));

    const queue = await list({ assignee: "queue", sort: "oldest", limit: 100 });
    expect(queue.questions.map((q) => q.id)).toEqual([...mine, ...unassigned]);
    expect(queue.questions.map((q) => q.id)).not.toContain(c.id);
    expect(queue.total).toBe(mine.length + unassigned.length);

    // Paged three at a time across the mine → unassigned boundary: the same sequence, each once.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ assignee: "queue", sort: "oldest", limit: 3, cursor });
      seen.push(...page.questions.map((q) => q.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(queue.questions.map((q) => q.id));

    // Newest first keeps mine first and reverses each group.
    const newest = await list({ assignee: "queue", sort: "newest", limit: 100 });
    expect(newest.questions.map((q) => q.id)).toEqual([...[...mine].reverse(), ...[...unassigned].reverse()]);
  });

  it("due (the default): the ones still winnable within the hour first, closest to the mark on top; then the overdue, most recent first; paged exactly once", async () => {
    const oldest = (await list({ sort: "oldest", limit: 100 })).questions;
    expect(oldest.length).toBeGreaterThanOrEqual(8);
    // Three questions asked inside the last hour (moved there on our copy), the rest overdue.
    const now = Date.now();
    const recent = [oldest[5]!, oldest[2]!, oldest[7]!];
    const before = await f.db.question.findMany({
      where: { id: { in: recent.map((q) => BigInt(q.id)) } },
      select: { id: true, dateCreated: true },
    });
    const minutesAgo = [50, 20, 5];
    try {
      for (const [i, q] of recent.entries())
        await f.db.question.update({ where: { id: BigInt(q.id) }, data: { dateCreated: new Date(now - minutesAgo[i]! * 60_000) } });
      const due = (await list({ limit: 100 })).questions.map((q) => q.id);
      // Expected from the stored dates, not from the seeds' ages: a seeded question can itself be inside the
      // hour, or cross it while a slow machine runs the test. Ties keep the id order the query uses.
      const dateOf = new Map(oldest.map((q) => [q.id, Date.parse(q.dateCreated)]));
      recent.forEach((q, i) => dateOf.set(q.id, now - minutesAgo[i]! * 60_000));
      const hourAgo = Date.now() - 60 * 60_000;
      const ids = oldest.map((q) => q.id);
      const winnable = ids.filter((id) => dateOf.get(id)! > hourAgo).sort((a, b) => dateOf.get(a)! - dateOf.get(b)!);
      const overdue = [...ids]
        .reverse()
        .filter((id) => dateOf.get(id)! <= hourAgo)
        .sort((a, b) => dateOf.get(b)! - dateOf.get(a)!);
      // The 50-minute-old one has less time left than the 20- and 5-minute-old ones.
      const recentIds = recent.map((q) => q.id);
      expect(winnable.filter((id) => recentIds.includes(id))).toEqual(recentIds);
      expect(due).toEqual([...winnable, ...overdue]);

      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ limit: 2, cursor });
        seen.push(...page.questions.map((q) => q.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(due);
    } finally {
      for (const b of before) await f.db.question.update({ where: { id: b.id }, data: { dateCreated: b.dateCreated } });
    }
  });

  it("counts the asker's earlier questions on the same item (the thread)", async () => {
    const rows = await f.db.$queryRaw<Array<{ id: bigint }>>`
      SELECT q.id FROM questions q WHERE q.workspace_id = ${f.a.id} AND EXISTS (SELECT 1 FROM questions e WHERE e.item_id = q.item_id
        AND e.asker_id = q.asker_id AND e.date_created < q.date_created) LIMIT 1`;
    const id = String(rows[0]!.id);
    const row = await f.db.question.findUniqueOrThrow({ where: { id: rows[0]!.id } });
    const page = await list({ status: row.status, itemId: row.itemId, askerId: String(row.askerId) });
    expect(page.questions.find((q) => q.id === id)!.earlierCount).toBeGreaterThanOrEqual(1);
  });

  it("refuses a forged cursor", async () => {
    await expect(list({ cursor: "bm9wZQ" })).rejects.toMatchObject({ status: 400, code: "invalid_cursor" });
    // Well-formed, but with an id or a date no column can hold: refused the same way, not a database error,
    // in one account and across accounts.
    const forged = (text: string) => Buffer.from(text).toString("base64url");
    for (const cursor of [forged("0|2026-01-01T00:00:00.000Z|99999999999999999999"), forged("0|-271821-04-20T00:00:00.000Z|1")]) {
      await expect(list({ cursor })).rejects.toMatchObject({ status: 400, code: "invalid_cursor" });
      const across = { ...f.a.agent, workspaceIds: [f.a.id, f.b.id] };
      await expect(listQuestions(f.db, across, filters({ cursor }))).rejects.toMatchObject({ status: 400, code: "invalid_cursor" });
    }
  });
});
