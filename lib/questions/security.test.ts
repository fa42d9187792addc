import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getQuestion } from "../marketplace/questions";
import { answerQuestion } from "./answer-question";
import { assignQuestion } from "./assign-question";
import { getQuestionDetail } from "./get-question-detail";
import { listQuestions } from "./list-questions";
import { deleteQuestionFor, hideQuestionsFor } from "./moderate-questions";
import { addNote, listNotes } from "./notes";
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from "./saved-replies";
import { upsertQuestions } from "./sync-question";
import { startSandbox } from "../../sandbox/testing";
import { createInboxFixture, importAll, type InboxFixture } from "../testing/test-inbox";

let f: InboxFixture;
let target: bigint;
beforeAll(async () => {
  f = await createInboxFixture(await startSandbox());
  await importAll(f.db, f.a);
  await importAll(f.db, f.b);
  target = (await f.db.question.findFirstOrThrow({ where: { workspaceId: f.a.id, status: "UNANSWERED" } })).id;
  await addNote(f.db, f.a.agent, target, "secret note of A");
});
afterAll(() => f.close());

const NOT_FOUND = { status: 404, code: "not_found" };

describe("an agent of workspace B and workspace A's data", () => {
  it("B's list holds only B's questions, whatever the filters", async () => {
    const a = await f.db.question.findUniqueOrThrow({ where: { id: target } });
    for (const filters of [{}, { itemId: a.itemId }, { askerId: String(a.askerId) }, { q: a.text.slice(0, 10) }]) {
      const page = await listQuestions(f.db, f.b.agent, {
        status: "UNANSWERED",
        assignee: "anyone",
        sort: "oldest",
        limit: 100,
        ...filters,
      });
      const ids = page.questions.map((q) => BigInt(q.id));
      const owners = await f.db.question.findMany({ where: { id: { in: ids } }, select: { workspaceId: true } });
      expect(owners.every((o) => o.workspaceId === f.b.id)).toBe(true);
      expect(ids).not.toContain(target);
    }
  });

  it("cannot read, answer, assign, note, hide or delete A's question", async () => {
    await expect(getQuestionDetail(f.db, f.b.agent, target)).rejects.toMatchObject(NOT_FOUND);
    await expect(
      answerQuestion(f.db, f.b.marketplace, f.b.agent, target, { text: "hack", composerOpenedAt: new Date().toISOString() }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(assignQuestion(f.db, f.b.agent, target, f.b.agent.userId)).rejects.toMatchObject(NOT_FOUND);
    await expect(assignQuestion(f.db, f.b.agent, target, null)).rejects.toMatchObject(NOT_FOUND);
    await expect(addNote(f.db, f.b.agent, target, "x")).rejects.toMatchObject(NOT_FOUND);
    expect(await listNotes(f.db, f.b.id, target)).toEqual([]);
    await expect(hideQuestionsFor(f.db, f.b.marketplace, f.b.agent, [target])).rejects.toMatchObject(NOT_FOUND);
    await expect(deleteQuestionFor(f.db, f.b.marketplace, f.b.agent, target)).rejects.toMatchObject(NOT_FOUND);

    const row = await f.db.question.findUniqueOrThrow({ where: { id: target } });
    expect(row).toMatchObject({ workspaceId: f.a.id, status: "UNANSWERED", hidden: false, deleted: false, assigneeId: null });
    expect(await f.db.note.count({ where: { questionId: target } })).toBe(1);
    expect((await getQuestion(f.a.marketplace, Number(target))).status).toBe("UNANSWERED");
  });

  it("cannot read, change or delete A's saved replies", async () => {
    const reply = await createSavedReply(f.db, f.a.agent, { title: "A only", body: "Hola {buyer}" });
    expect(await listSavedReplies(f.db, f.b.id)).toEqual([]);
    await expect(updateSavedReply(f.db, f.b.id, reply.id, { title: "pwned", body: "x" })).rejects.toMatchObject(NOT_FOUND);
    await expect(deleteSavedReply(f.db, f.b.id, reply.id)).rejects.toMatchObject(NOT_FOUND);
    expect(await listSavedReplies(f.db, f.a.id)).toEqual([reply]);
  });

  it("a sync run for B never overwrites A's rows or item snapshots", async () => {
    const question = await getQuestion(f.a.marketplace, Number(target));
    expect(await upsertQuestions(f.db, f.b.marketplace, f.b.id, [{ ...question, text: "overwritten" }])).toBe(0);
    expect((await f.db.question.findUniqueOrThrow({ where: { id: target } })).text).toBe(question.text);
    expect((await f.db.itemSnapshot.findUniqueOrThrow({ where: { id: question.item_id } })).workspaceId).toBe(f.a.id);
  });
});
