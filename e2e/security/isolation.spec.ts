import { expect, test } from "@playwright/test";
import { sandbox, SELLERS, signInAs, syncNow } from "../support/support";

test("one workspace cannot read or change another's questions, notes or saved replies through the API", async ({ browser, request }) => {
  await sandbox(request).reset();
  const mla = await (await browser.newContext()).newPage();
  const mlb = await (await browser.newContext()).newPage();
  await signInAs(mla, SELLERS.MLA.nickname, SELLERS.MLA.site);
  await signInAs(mlb, SELLERS.MLB.nickname, SELLERS.MLB.site);
  await syncNow(mla.request, "questions");

  const list = await mla.request.get("/api/questions?status=UNANSWERED&limit=1");
  const id = ((await list.json()) as { questions: Array<{ id: string }> }).questions[0]!.id;
  const note = await mla.request.post(`/api/questions/${id}/notes`, { data: { text: "Solo para el equipo" } });
  expect(note.ok()).toBeTruthy();
  const reply = await mla.request.post("/api/saved-replies", { data: { title: "Privada", body: "Hola {buyer}" } });
  const replyId = ((await reply.json()) as { id: string }).id;

  // The other seller's session, asking for those very ids.
  expect((await mlb.request.get(`/api/questions/${id}`)).status()).toBe(404);
  expect((await mlb.request.get(`/api/questions/${id}/notes`)).status()).toBe(404);
  expect((await mlb.request.post(`/api/questions/${id}/notes`, { data: { text: "intruso" } })).status()).toBe(404);
  expect((await mlb.request.post(`/api/questions/${id}/assign`, { data: { assigneeId: null } })).status()).toBe(404);
  const answer = await mlb.request.post(`/api/questions/${id}/answer`, {
    data: { text: "intruso", composerOpenedAt: new Date().toISOString() },
  });
  expect(answer.status()).toBe(404);
  expect((await mlb.request.delete(`/api/questions/${id}`)).status()).toBe(404);
  expect((await mlb.request.put(`/api/saved-replies/${replyId}`, { data: { title: "x", body: "y" } })).status()).toBe(404);
  const mlbList = (await (await mlb.request.get(`/api/questions?status=UNANSWERED&limit=100`)).json()) as {
    questions: Array<{ id: string }>;
  };
  expect(mlbList.questions.map((q) => q.id)).not.toContain(id);
  const mlbReplies = (await (await mlb.request.get("/api/saved-replies")).json()) as { savedReplies: Array<{ id: string }> };
  expect(mlbReplies.savedReplies.map((r) => r.id)).not.toContain(replyId);

  // And the owner still sees everything untouched.
  const detail = (await (await mla.request.get(`/api/questions/${id}`)).json()) as { status: string; notes: Array<{ text: string }> };
  expect(detail.status).toBe("UNANSWERED");
  expect(detail.notes.map((n) => n.text)).toEqual(["Solo para el equipo"]);
});
