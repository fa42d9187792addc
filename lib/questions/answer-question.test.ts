import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toErrorResponse } from "../api/errors";
import { deleteQuestion, postAnswer } from "../marketplace/questions";
import { questionSummarySchema } from "../schemas/questions";
import { answerQuestion } from "./answer-question";
import { subscribeLiveEvents } from "../live/bus";
import { listQuestions } from "./list-questions";
import { deleteQuestionFor } from "./moderate-questions";
import { startSandbox } from "../../sandbox/testing";
import { createInboxFixture, importAll, injectFault, type InboxFixture } from "../testing/test-inbox";

let f: InboxFixture;
let unanswered: bigint[] = [];
beforeAll(async () => {
  f = await createInboxFixture(await startSandbox());
  await importAll(f.db, f.a);
  const rows = await f.db.question.findMany({ where: { workspaceId: f.a.id, status: "UNANSWERED" }, orderBy: { id: "asc" } });
  unanswered = rows.map((r) => r.id);
});
afterAll(() => f.close());

/** Each test takes its own unanswered question. */
const take = () => unanswered.shift()!;
const openedAt = (offsetMs = -5_000) => new Date(Date.now() + offsetMs).toISOString();
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );

describe("answerQuestion", () => {
  it("answers, records who answered, leaves the unanswered list and tells the team", async () => {
    const id = take();
    const events: unknown[] = [];
    const stop = subscribeLiveEvents(f.a.id, (e) => events.push(e));
    const summary = questionSummarySchema.parse(
      await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { text: "¡Hola! Sí, hay stock.", composerOpenedAt: openedAt() }),
    );
    stop();
    expect(summary.status).toBe("ANSWERED");
    expect(summary.answer?.text).toBe("¡Hola! Sí, hay stock.");
    expect((await f.db.question.findUniqueOrThrow({ where: { id } })).answeredById).toBe(f.a.agent.userId);
    const page = await listQuestions(f.db, f.a.agent, { status: "UNANSWERED", assignee: "anyone", sort: "oldest", limit: 100 });
    expect(page.questions.map((q) => q.id)).not.toContain(String(id));
    expect(events).toContainEqual({ type: "question.updated", questionId: String(id) });
  });

  it("keeps the saved reply's template (with variables) the answer was sent from, for suggestions; a plain text keeps none", async () => {
    const [withVariables, plain] = [take(), take()];
    const input = { text: "Hola JUAN, hay stock.", template: "Hola {buyer}, hay stock.", composerOpenedAt: openedAt() };
    await answerQuestion(f.db, f.a.marketplace, f.a.agent, withVariables, input);
    await answerQuestion(f.db, f.a.marketplace, f.a.agent, plain, { ...input, template: "Hola, hay stock." });
    const rows = await f.db.question.findMany({ where: { id: { in: [withVariables, plain] } }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.answerTemplate)).toEqual(
      withVariables < plain ? ["Hola {buyer}, hay stock.", null] : [null, "Hola {buyer}, hay stock."],
    );
  });

  it("a teammate answered after the composer opened → 409 answered_meanwhile with that answer", async () => {
    const id = take();
    const opened = openedAt();
    await answerQuestion(f.db, f.a.marketplace, f.a.owner, id, { text: "Respuesta del dueño", composerOpenedAt: openedAt() });
    const e = await failure(answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { text: "Mi respuesta", composerOpenedAt: opened }));
    expect(e).toMatchObject({
      status: 409,
      code: "answered_meanwhile",
      details: { answer: { text: "Respuesta del dueño" }, answeredBy: { id: f.a.owner.userId } },
    });
  });

  it("answered on the marketplace behind our back: the refusal upstream is synced → answered_on_marketplace, not a teammate", async () => {
    const id = take();
    const opened = openedAt();
    await postAnswer(f.a.marketplace, Number(id), "Contestada desde el sitio");
    const e = await failure(answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { text: "Tarde", composerOpenedAt: opened }));
    expect(e).toMatchObject({
      status: 409,
      code: "answered_on_marketplace",
      details: { answer: { text: "Contestada desde el sitio" }, answeredBy: null },
    });
    expect((await f.db.question.findUniqueOrThrow({ where: { id } })).status).toBe("ANSWERED");
  });

  it("an answer older than the composer → 409 already_answered with the existing answer", async () => {
    const answered = await f.db.question.findFirstOrThrow({ where: { workspaceId: f.a.id, status: "ANSWERED", answerStatus: "ACTIVE" } });
    const e = await failure(
      answerQuestion(f.db, f.a.marketplace, f.a.agent, answered.id, { text: "Otra vez", composerOpenedAt: openedAt(0) }),
    );
    expect(e).toMatchObject({ status: 409, code: "already_answered", details: { answer: { text: answered.answerText } } });
    // Same when only the marketplace knows (our copy stale): upstream not_unanswered_question is synced first.
    const id = take();
    await postAnswer(f.a.marketplace, Number(id), "Ya respondida");
    const stale = await failure(answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { text: "x", composerOpenedAt: openedAt(60_000) }));
    expect(stale).toMatchObject({ status: 409, code: "already_answered", details: { answer: { text: "Ya respondida" } } });
  });

  it("a blocked asker → 403 asker_blocked in our envelope", async () => {
    const id = take();
    await injectFault(f.sandbox, {
      method: "POST",
      path: "/answers",
      status: 403,
      body: { message: "User is blocked", error: "blocked_user", status: 403, cause: [] },
    });
    const e = await failure(answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { text: "Hola", composerOpenedAt: openedAt() }));
    const res = toErrorResponse(e, "req-1");
    expect(res.status).toBe(403);
    expect((await res.json()).error).toMatchObject({ code: "asker_blocked", requestId: "req-1" });
    expect((await f.db.question.findUniqueOrThrow({ where: { id } })).status).toBe("UNANSWERED");
  });

  it("a deleted question → 410 question_deleted, whether we or the marketplace knew first", async () => {
    const ours = take();
    await deleteQuestionFor(f.db, f.a.marketplace, f.a.agent, ours);
    await expect(
      answerQuestion(f.db, f.a.marketplace, f.a.agent, ours, { text: "Hola", composerOpenedAt: openedAt() }),
    ).rejects.toMatchObject({ status: 410, code: "question_deleted" });
    const theirs = take();
    await deleteQuestion(f.a.marketplace, Number(theirs));
    await expect(
      answerQuestion(f.db, f.a.marketplace, f.a.agent, theirs, { text: "Hola", composerOpenedAt: openedAt() }),
    ).rejects.toMatchObject({ status: 410, code: "question_deleted" });
    expect((await f.db.question.findUniqueOrThrow({ where: { id: theirs } })).deleted).toBe(true);
  });

  it("marketplace down → 502 upstream_error; the question stays unanswered", async () => {
    const id = take();
    await injectFault(f.sandbox, {
      method: "POST",
      path: "/answers",
      status: 503,
      body: { message: "unavailable", error: "service_unavailable", status: 503 },
    });
    const res = toErrorResponse(
      await failure(answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { text: "Hola", composerOpenedAt: openedAt() })),
      "r",
    );
    expect(res.status).toBe(502);
    expect((await res.json()).error.code).toBe("upstream_error");
    expect((await f.db.question.findUniqueOrThrow({ where: { id } })).status).toBe("UNANSWERED");
  });

  it("ten sends with one composer key → one answer request upstream, every caller gets the published answer", async () => {
    const id = take();
    const input = { text: "Una sola vez", composerOpenedAt: openedAt(), idempotencyKey: crypto.randomUUID() };
    const before = await answerRequests(id);
    const results = await Promise.all(Array.from({ length: 10 }, () => answerQuestion(f.db, f.a.marketplace, f.a.agent, id, input)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill("ANSWERED"));
    expect((await answerRequests(id)) - before).toBe(1);
    // A later repeat (a retry after a lost response) is the same success, never "answered meanwhile".
    expect((await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, input)).answer?.text).toBe("Una sola vez");
  });

  it("a {variable} left in the text (an old tab, a script) → 400 unfilled_variables; nothing reaches the marketplace, the question stays open", async () => {
    const id = take();
    const before = await answerRequests(id);
    const input = {
      text: "Del {item_title} tenemos {stock} unidades a {price}. {unknown_var}",
      composerOpenedAt: openedAt(),
      idempotencyKey: crypto.randomUUID(),
    };
    const res = toErrorResponse(await failure(answerQuestion(f.db, f.a.marketplace, f.a.agent, id, input)), "r");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: "unfilled_variables",
      details: { variables: ["item_title", "stock", "price", "unknown_var"] },
    });
    expect(await answerRequests(id)).toBe(before);
    expect(await f.db.question.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "UNANSWERED", answerSendKey: null });
    // The same composer, once the text is filled, publishes.
    expect((await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, { ...input, text: "Del mate tenemos 4 unidades." })).status).toBe(
      "ANSWERED",
    );
  });

  it("a failed send frees its key, so the same composer can send again", async () => {
    const id = take();
    const input = { text: "Segundo intento", composerOpenedAt: openedAt(), idempotencyKey: crypto.randomUUID() };
    await injectFault(f.sandbox, { method: "POST", path: "/answers", status: 500 });
    await expect(answerQuestion(f.db, f.a.marketplace, f.a.agent, id, input)).rejects.toBeTruthy();
    expect((await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, input)).status).toBe("ANSWERED");
  });
});

/** POST /answers requests the sandbox served for this question (its request log). */
async function answerRequests(id: bigint): Promise<number> {
  const res = await fetch(`${f.sandbox.url}/__sandbox/requests?path=/answers&method=POST&limit=500`);
  const log = (await res.json()) as Array<{ body?: { question_id?: number } }>;
  return log.filter((r) => String(r.body?.question_id) === String(id)).length;
}
