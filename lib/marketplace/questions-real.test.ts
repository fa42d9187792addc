import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../../sandbox/testing";
import type { SellerClient } from "./client";
import { createHttp } from "./http";
import { getQuestion, hideQuestions } from "./questions";

// The question detail and the hide answer on a real-profile sandbox (notes §1, §2, §11): the v4 detail
// sample's buyer_id with no `from` and nanosecond UTC dates; a hide answer that echoes no ids.
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ profile: "real", rate: null });
});
afterAll(() => sandbox.close());

async function clientFor(userId: number): Promise<SellerClient> {
  const http = createHttp({ baseUrl: sandbox.url, timeoutMs: 5_000, backoffMs: 1 });
  const token = await sandbox.tokenFor(userId);
  return (path, options) => http(path, { ...options, token });
}

function someQuestion() {
  const q = [...sandbox.sandbox.ctx.state.questions.byId.values()].find((x) => x.seller_id === SELLER.MLA && x.status === "UNANSWERED");
  if (!q) throw new Error("no unanswered question of the MLA seller");
  return q;
}

describe("questions on the real profile", () => {
  it("the v4 detail's buyer_id is the asker, and its nanosecond UTC date reads as the same instant", async () => {
    const q = someQuestion();
    const detail = await getQuestion(await clientFor(SELLER.MLA), q.id);
    expect(detail.from?.id).toBe(q.from_id);
    expect(detail.date_created).toMatch(/\.\d{9}Z$/);
    expect(new Date(detail.date_created).getTime()).toBe(q.date_created);
  });

  it("hiding takes the plain acknowledgement as done for the ids sent", async () => {
    const q = someQuestion();
    expect(await hideQuestions(await clientFor(SELLER.MLA), [q.id])).toEqual([q.id]);
    expect(sandbox.sandbox.ctx.state.questions.byId.get(q.id)!.deleted_from_listing).toBe(true);
  });
});
