import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeLiveEvents } from "../live/bus";
import { listQuestions } from "./list-questions";
import { startSandbox } from "../../sandbox/testing";
import { createInboxFixture, importAll, type InboxFixture } from "../testing/test-inbox";

let f: InboxFixture;
beforeAll(async () => {
  f = await createInboxFixture(await startSandbox());
});
afterAll(() => f.close());

describe("a workspace's first import", () => {
  const list = () => listQuestions(f.db, f.a.agent, { status: "UNANSWERED", assignee: "anyone", sort: "oldest", limit: 20 });

  it("is reported as importing until a sweep has finished", async () => {
    expect((await list()).importing).toBe(true);
    await f.db.workspaceSync.create({ data: { workspaceId: f.a.id, lastSweepAt: new Date() } });
    expect((await list()).importing).toBe(false);
  });

  it("tells open browsers once per page of questions, not once per question", async () => {
    const events: Array<{ type: string; questionIds?: string[] }> = [];
    const stop = subscribeLiveEvents(f.a.id, (e) => events.push(e));
    const imported = await importAll(f.db, f.a);
    stop();
    expect(imported).toBeGreaterThan(100);
    // importAll reads pages of 100; a page with 3 changes or fewer still names them one by one.
    expect(events.length).toBeLessThanOrEqual(Math.ceil(imported / 100) + 3);
    const named = events.flatMap((e) => e.questionIds ?? ("questionId" in e ? [e.questionId as string] : []));
    expect(new Set(named).size).toBe(imported);
  });
});
