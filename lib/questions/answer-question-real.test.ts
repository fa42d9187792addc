import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../../sandbox/testing";
import { createInboxFixture, importAll, type InboxFixture } from "../testing/test-inbox";
import { answerQuestion } from "./answer-question";

/**
 * The real profile answers POST /answers with the question without its asker (issue 57). The answer is
 * published, so the seller must see it published: not a 502, not a freed claim that a retry turns into
 * not_unanswered_question.
 */
let f: InboxFixture;
let unanswered: bigint[] = [];
beforeAll(async () => {
  f = await createInboxFixture(await startSandbox({ profile: "real", rate: null }));
  await importAll(f.db, f.a);
  const rows = await f.db.question.findMany({ where: { workspaceId: f.a.id, status: "UNANSWERED" }, orderBy: { id: "asc" } });
  unanswered = rows.map((r) => r.id);
}, 60_000);
afterAll(() => f.close());

describe("answering on the real profile (an echo without its asker)", () => {
  it("is published: the summary shows the answer, the row keeps its asker, and a repeat of the send returns the same result", async () => {
    const id = unanswered.shift()!;
    const before = await f.db.question.findUniqueOrThrow({ where: { id } });
    const input = {
      text: "¡Hola! Sí, hay stock.",
      composerOpenedAt: new Date(Date.now() - 5_000).toISOString(),
      idempotencyKey: "real-echo-1",
    };
    const summary = await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, input);
    expect(summary).toMatchObject({ status: "ANSWERED", answer: { text: "¡Hola! Sí, hay stock.", status: "ACTIVE" } });
    const row = await f.db.question.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      status: "ANSWERED",
      answeredById: f.a.agent.userId,
      askerId: before.askerId,
      answerSendKey: "real-echo-1",
    });
    expect(await answerQuestion(f.db, f.a.marketplace, f.a.agent, id, input)).toMatchObject({ status: "ANSWERED" });
  });
});
