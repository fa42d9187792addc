import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteQuestion, getQuestion } from "../marketplace/questions";
import { responseTimeSchema, savedReplySchema } from "../schemas/questions";
import { assignQuestion } from "./assign-question";
import { blockUser, listBlockedUsers, resolveAskerNickname, unblockUser } from "./blacklist";
import { getQuestionDetail } from "./get-question-detail";
import { listMembers } from "../team/list-members";
import { deleteQuestionFor, hideQuestionsFor } from "./moderate-questions";
import { addNote } from "./notes";
import { getResponseTimeCard } from "./response-time";
import { listQuestions } from "./list-questions";
import { questionFiltersSchema } from "../schemas/questions";
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from "./saved-replies";
import { syncQuestion } from "./sync-question";
import { getItems } from "../marketplace/items";
import { ITEM_SNAPSHOT_TTL_MS, refreshItemSnapshots, refreshUserSnapshots } from "./refresh-snapshots";
import { getPublicUser } from "../marketplace/public-users";
import { startSandbox } from "../../sandbox/testing";
import { createInboxFixture, importAll, type InboxFixture } from "../testing/test-inbox";

let f: InboxFixture;
let unanswered: bigint[] = [];
beforeAll(async () => {
  f = await createInboxFixture(await startSandbox());
  await importAll(f.db, f.a);
  unanswered = (await f.db.question.findMany({ where: { workspaceId: f.a.id, status: "UNANSWERED" }, orderBy: { id: "asc" } })).map(
    (r) => r.id,
  );
});
afterAll(() => f.close());
const take = () => unanswered.shift()!;

describe("syncing", () => {
  it("syncQuestion reports no change for an unchanged question and null (marked deleted) once it is gone", async () => {
    const id = take();
    expect(await syncQuestion(f.db, f.a.marketplace, f.a.id, Number(id))).toEqual({ changed: false });
    await deleteQuestion(f.a.marketplace, Number(id));
    expect(await syncQuestion(f.db, f.a.marketplace, f.a.id, Number(id))).toBeNull();
    expect(await f.db.question.findUniqueOrThrow({ where: { id } })).toMatchObject({ deleted: true, status: "DELETED" });
  });

  it("keeps our own columns (assignee) when the marketplace copy changes", async () => {
    const id = take();
    await assignQuestion(f.db, f.a.agent, id, f.a.agent.userId);
    await f.db.question.update({ where: { id }, data: { text: "edited locally" } });
    expect(await syncQuestion(f.db, f.a.marketplace, f.a.id, Number(id))).toEqual({ changed: true });
    const row = await f.db.question.findUniqueOrThrow({ where: { id } });
    expect(row.text).toBe((await getQuestion(f.a.marketplace, Number(id))).text);
    expect(row.assigneeId).toBe(f.a.agent.userId);
  });

  it("a question unanswered again upstream forgets the last send's claim and author; an unanswered one keeps its claim", async () => {
    const [reopened, claimed] = [take(), take()];
    const send = { answerSendKey: "composer-1", answerSendAt: new Date(), answeredById: f.a.agent.userId };
    await f.db.question.update({ where: { id: reopened }, data: { status: "ANSWERED", answerText: "ya está", ...send } });
    await f.db.question.update({ where: { id: claimed }, data: { text: "edited locally", ...send } });
    expect(await syncQuestion(f.db, f.a.marketplace, f.a.id, Number(reopened))).toEqual({ changed: true });
    expect(await syncQuestion(f.db, f.a.marketplace, f.a.id, Number(claimed))).toEqual({ changed: true });
    expect(await f.db.question.findUniqueOrThrow({ where: { id: reopened } })).toMatchObject({
      status: "UNANSWERED",
      answerText: null,
      answerSendKey: null,
      answerSendAt: null,
      answeredById: null,
    });
    expect(await f.db.question.findUniqueOrThrow({ where: { id: claimed } })).toMatchObject({ status: "UNANSWERED", ...send });
  });

  it("item snapshots hold the marketplace's facts, and a stale one is read again", async () => {
    const row = await f.db.question.findFirstOrThrow({ where: { workspaceId: f.a.id } });
    const [item] = await getItems(f.a.marketplace, [row.itemId]);
    const stale = new Date(Date.now() - 2 * ITEM_SNAPSHOT_TTL_MS);
    await f.db.itemSnapshot.update({ where: { id: row.itemId }, data: { title: "old title", price: 1, syncedAt: stale } });
    await refreshItemSnapshots(f.db, f.a.marketplace, f.a.id, [row.itemId, row.itemId]);
    const snapshot = await f.db.itemSnapshot.findUniqueOrThrow({ where: { id: row.itemId } });
    expect(snapshot).toMatchObject({
      workspaceId: f.a.id,
      title: item!.title,
      thumbnail: item!.secure_thumbnail ?? item!.thumbnail ?? null,
      price: item!.price,
      currencyId: item!.currency_id,
      availableQuantity: item!.available_quantity,
      status: item!.status,
      permalink: item!.permalink ?? null,
    });
    expect(snapshot.syncedAt.getTime()).toBeGreaterThan(stale.getTime());
  });

  it("an asker's nickname is stored once and not read again while it is fresh", async () => {
    const row = await f.db.question.findFirstOrThrow({ where: { workspaceId: f.a.id } });
    const upstream = await getPublicUser(f.a.marketplace, Number(row.askerId!));
    const reads = async () =>
      ((await (await fetch(`${f.a.sandboxUrl}/__sandbox/requests?path=/users/${row.askerId!}&method=GET`)).json()) as unknown[]).length;
    await f.db.marketplaceUserSnapshot.delete({ where: { id: row.askerId! } });
    const before = await reads();
    await refreshUserSnapshots(f.db, f.a.marketplace, [row.askerId!, row.askerId!]);
    expect(await f.db.marketplaceUserSnapshot.findUniqueOrThrow({ where: { id: row.askerId! } })).toMatchObject({
      nickname: upstream!.nickname,
    });
    expect(await reads()).toBe(before + 1);
    await refreshUserSnapshots(f.db, f.a.marketplace, [row.askerId!]);
    expect(await reads()).toBe(before + 1);
  });

  it("a question new to us is stored with the marketplace's values, dates to the millisecond", async () => {
    const id = take();
    await f.db.question.delete({ where: { id } });
    expect(await syncQuestion(f.db, f.a.marketplace, f.a.id, Number(id))).toEqual({ changed: true });
    const upstream = await getQuestion(f.a.marketplace, Number(id));
    expect(await f.db.question.findUniqueOrThrow({ where: { id } })).toMatchObject({
      workspaceId: f.a.id,
      itemId: upstream.item_id,
      askerId: BigInt(upstream.from!.id),
      text: upstream.text,
      status: upstream.status,
      dateCreated: new Date(upstream.date_created),
      answerText: null,
      hidden: false,
      deleted: false,
    });
    expect(await syncQuestion(f.db, f.a.marketplace, f.a.id, Number(id))).toEqual({ changed: false });
  });
});

describe("moderation", () => {
  it("deletes a question here and on the marketplace", async () => {
    const id = take();
    await deleteQuestionFor(f.db, f.a.marketplace, f.a.agent, id);
    expect((await f.db.question.findUniqueOrThrow({ where: { id } })).deleted).toBe(true);
    await expect(getQuestion(f.a.marketplace, Number(id))).rejects.toMatchObject({ status: 404 });
  });

  it("refuses to delete an answered question (409 cannot_delete_answered)", async () => {
    const answered = await f.db.question.findFirstOrThrow({ where: { workspaceId: f.a.id, status: "ANSWERED" } });
    await expect(deleteQuestionFor(f.db, f.a.marketplace, f.a.agent, answered.id)).rejects.toMatchObject({
      status: 409,
      code: "cannot_delete_answered",
    });
  });

  it("says why when only the marketplace knows the question was answered (our copy stale)", async () => {
    const answered = await f.db.question.findFirstOrThrow({ where: { workspaceId: f.a.id, status: "ANSWERED", deleted: false } });
    await f.db.question.update({ where: { id: answered.id }, data: { status: "UNANSWERED" } });
    await expect(deleteQuestionFor(f.db, f.a.marketplace, f.a.agent, answered.id)).rejects.toMatchObject({
      status: 409,
      code: "cannot_delete_answered",
    });
    expect((await f.db.question.findUniqueOrThrow({ where: { id: answered.id } })).deleted).toBe(false);
  });

  it("hides several at once", async () => {
    const ids = [take(), take(), take()];
    expect(await hideQuestionsFor(f.db, f.a.marketplace, f.a.agent, ids)).toEqual(ids.map(String));
    const rows = await f.db.question.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.hidden)).toBe(true);
    expect((await getQuestion(f.a.marketplace, Number(ids[0]))).deleted_from_listing).toBe(true);
    // They leave their status's list and appear in the Hidden view, this workspace's only.
    const unansweredList = await listQuestions(f.db, f.a.agent, questionFiltersSchema.parse({ limit: 100 }));
    expect(unansweredList.questions.map((q) => q.id)).not.toContain(String(ids[0]));
    const hidden = await listQuestions(f.db, f.a.agent, questionFiltersSchema.parse({ status: "HIDDEN", limit: 100 }));
    expect(hidden.questions.map((q) => q.id)).toEqual(expect.arrayContaining(ids.map(String)));
    const otherHidden = await listQuestions(f.db, f.b.agent, questionFiltersSchema.parse({ status: "HIDDEN", limit: 100 }));
    expect(otherHidden.questions.map((q) => q.id)).not.toContain(String(ids[0]));
  });

  it("resolves a nickname to the buyer among this workspace's askers, whatever the case; an unknown one is a 404", async () => {
    const row = await f.db.question.findFirstOrThrow({ where: { workspaceId: f.a.id } });
    const nickname = (await f.db.marketplaceUserSnapshot.findUniqueOrThrow({ where: { id: row.askerId! } })).nickname;
    expect(await resolveAskerNickname(f.db, f.a.id, ` ${nickname.toLowerCase()} `)).toBe(Number(row.askerId!));
    await expect(resolveAskerNickname(f.db, f.a.id, "NOBODY_BY_THIS_NAME")).rejects.toMatchObject({
      status: 404,
      code: "unknown_nickname",
    });
    // Only this workspace's askers: workspace b (no questions) resolves nobody.
    await expect(resolveAskerNickname(f.db, f.b.id, nickname)).rejects.toMatchObject({ code: "unknown_nickname" });
  });

  it("blocks an asker, lists them with a nickname, unblocks", async () => {
    const row = await f.db.question.findFirstOrThrow({ where: { workspaceId: f.a.id } });
    const asker = Number(row.askerId!);
    await blockUser(f.a.marketplace, f.a.sellerId, asker);
    const nickname = (await f.db.marketplaceUserSnapshot.findUniqueOrThrow({ where: { id: row.askerId! } })).nickname;
    expect(await listBlockedUsers(f.db, f.a.marketplace, f.a.sellerId)).toContainEqual({ userId: String(asker), nickname });
    await unblockUser(f.a.marketplace, f.a.sellerId, asker);
    expect(await listBlockedUsers(f.db, f.a.marketplace, f.a.sellerId)).toEqual([]);
    await expect(blockUser(f.a.marketplace, f.a.sellerId, 999_999_999)).rejects.toMatchObject({ status: 404, code: "not_found" });
  });

  it("reads the response-time card, or {available:false} when the marketplace has no data", async () => {
    const card = responseTimeSchema.parse(await getResponseTimeCard(f.a.marketplace, f.a.sellerId));
    expect(card.available).toBe(true);
    if (card.available) expect(card.totalMinutes).toBeGreaterThan(0);
    const res = await fetch(`${f.sandbox.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        path: `/users/${f.a.sellerId}/questions/response_time`,
        status: 404,
        body: { message: "Response time not found", error: "not_found", status: 404 },
      }),
    });
    expect(res.ok).toBe(true);
    expect(await getResponseTimeCard(f.a.marketplace, f.a.sellerId)).toEqual({ available: false });
  });
});

describe("team work", () => {
  it("assigns to a teammate, claims, unassigns; refuses non-members and viewers", async () => {
    const id = take();
    expect((await assignQuestion(f.db, f.a.owner, id, f.a.agent.userId)).assignee?.id).toBe(f.a.agent.userId);
    expect((await assignQuestion(f.db, f.a.agent, id, null)).assignee).toBeNull();
    await expect(assignQuestion(f.db, f.a.owner, id, f.b.agent.userId)).rejects.toMatchObject({ status: 422, code: "assignee_not_member" });
    await expect(assignQuestion(f.db, f.a.owner, id, f.a.viewer.userId)).rejects.toMatchObject({
      status: 422,
      code: "assignee_cannot_answer",
    });
    expect((await listMembers(f.db, f.a.id, "owner")).map((m) => m.role)).toEqual(["owner", "agent", "viewer"]);
  });

  it("adds internal notes shown in the detail, counted in the list", async () => {
    const id = take();
    await addNote(f.db, f.a.agent, id, "Preguntar a depósito");
    await addNote(f.db, f.a.owner, id, "Ya confirmé: hay 3");
    const detail = await getQuestionDetail(f.db, f.a.agent, id);
    expect(detail.notes.map((n) => [n.text, n.author.id])).toEqual([
      ["Preguntar a depósito", f.a.agent.userId],
      ["Ya confirmé: hay 3", f.a.owner.userId],
    ]);
    expect(detail.noteCount).toBe(2);
  });

  it("saved replies: create, list, update, delete", async () => {
    const reply = savedReplySchema.parse(
      await createSavedReply(f.db, f.a.agent, { title: "Stock", body: "Hola {buyer}, {item_title} tiene {stock} u. a {price}. {seller}" }),
    );
    expect((await listSavedReplies(f.db, f.a.id)).map((r) => r.id)).toEqual([reply.id]);
    const updated = await updateSavedReply(f.db, f.a.id, reply.id, { title: "Stock (b)", body: "Hola {buyer}, tu pedido {order_id}" });
    expect(updated.title).toBe("Stock (b)");
    expect((await listSavedReplies(f.db, f.a.id)).map((r) => r.body)).toEqual(["Hola {buyer}, tu pedido {order_id}"]);
    await deleteSavedReply(f.db, f.a.id, reply.id);
    expect(await listSavedReplies(f.db, f.a.id)).toEqual([]);
  });
});
