import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { buyersOf, client, ensureItems, sellerItems } from "./fixtures.ts";

let run: RunningSandbox;
let api: ReturnType<typeof client>;
const S: number = SELLER.MLA;
let buyer: number;
let other: number;
let itemId: string;

beforeAll(async () => {
  run = await startSandbox();
  ensureItems(run);
  api = client(run);
  [buyer, other] = buyersOf(run, "MLA") as [number, number];
  itemId = sellerItems(run, S)[0]!.id;
});
afterAll(() => run.close());

const ask = (as: number, body: unknown) => api("POST", "/questions", { as, body });
const answer = (as: number, body: unknown) => api("POST", "/answers", { as, body });

describe("POST /questions", () => {
  it("a buyer asks: the question comes back UNANSWERED with the asker, seller and item", async () => {
    const res = await ask(buyer, { item_id: itemId, text: "¿Tenés stock en talle M?" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "UNANSWERED",
      item_id: itemId,
      seller_id: S,
      text: "¿Tenés stock en talle M?",
      answer: null,
      from: { id: buyer },
    });
    expect(run.sandbox.ctx.state.questions.byId.get(res.body.id)?.from_id).toBe(buyer);
  });

  it("requires a token", async () => {
    expect((await api("POST", "/questions", { body: { item_id: itemId, text: "Hola" } })).status).toBe(401);
  });

  it("text and item_id are required and text is at most 2000 characters", async () => {
    expect((await ask(buyer, { item_id: itemId })).status).toBe(400);
    expect((await ask(buyer, { text: "Hola" })).status).toBe(400);
    expect((await ask(buyer, { item_id: itemId, text: "a".repeat(2001) })).body.error).toBe("text_too_long");
    expect((await ask(buyer, { item_id: itemId, text: "a".repeat(2000) })).status).toBe(200);
    expect((await api("POST", "/questions", { as: buyer, body: "{not json" })).status).toBe(400);
  });

  it("a closed item does not take questions", async () => {
    const closed = sellerItems(run, S, "closed")[0]!;
    const res = await ask(buyer, { item_id: closed.id, text: "¿Sigue disponible?" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("not_active_item");
  });

  it("a seller cannot ask on their own item", async () => {
    const res = await ask(S, { item_id: itemId, text: "Prueba" });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("seller_cannot_ask");
  });

  it("a blacklisted user cannot ask on the seller's items", async () => {
    expect((await api("POST", `/users/${S}/questions_blacklist`, { as: S, body: { user_id: other } })).status).toBe(200);
    const list = await api("GET", `/users/${S}/questions_blacklist`, { as: S });
    expect(list.body.users.map((u: { id: number }) => u.id)).toContain(other);
    for (const item of sellerItems(run, S).slice(0, 3)) {
      const res = await ask(other, { item_id: item.id, text: "¿Hacen envíos?" });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe("blocked_user");
    }
    expect((await api("DELETE", `/users/${S}/questions_blacklist/${other}`, { as: S })).status).toBe(200);
    expect((await ask(other, { item_id: itemId, text: "¿Hacen envíos?" })).status).toBe(200);
  });

  it("only the seller controls their blacklist", async () => {
    expect((await api("POST", `/users/${S}/questions_blacklist`, { as: SELLER.MLB, body: { user_id: buyer } })).status).toBe(403);
    expect((await api("GET", `/users/${S}/questions_blacklist`, { as: buyer })).status).toBe(403);
    expect((await api("DELETE", `/users/${S}/questions_blacklist/${buyer}`, { as: SELLER.MLB })).status).toBe(403);
    expect((await api("GET", `/users/${S}/questions_blacklist`)).status).toBe(401);
  });
});

describe("POST /answers", () => {
  const newQuestion = async () => (await ask(buyer, { item_id: itemId, text: "¿Qué garantía tiene?" })).body.id as number;

  it("the item's seller answers: the answered question comes back with an ACTIVE answer", async () => {
    const id = await newQuestion();
    const res = await answer(S, { question_id: id, text: "Tiene 12 meses de garantía oficial." });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "ANSWERED", answer: { status: "ACTIVE", text: "Tiene 12 meses de garantía oficial." } });
    expect(res.body.answer.date_created).toMatch(/-03:00$/);
  });

  it("answering a non-unanswered question gives not_unanswered_question", async () => {
    const id = await newQuestion();
    await answer(S, { question_id: id, text: "Sí." });
    const res = await answer(S, { question_id: id, text: "Otra vez." });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("not_unanswered_question");
  });

  it("question_id that is not an integer gives invalid_question", async () => {
    for (const question_id of ["123", 1.5, null]) {
      const res = await answer(S, { question_id, text: "Hola" });
      expect(res.body.error).toBe("invalid_question");
    }
  });

  it("a body without question_id and text, or with other keys, gives invalid_post_body listing the valid attributes", async () => {
    const id = await newQuestion();
    for (const body of [{ text: "Hola" }, { question_id: id }, { question_id: id, text: "Hola", from: 1 }, "{oops"]) {
      const res = await answer(S, body);
      expect(res.body.error).toBe("invalid_post_body");
      expect(res.body.message).toContain("question_id, text");
    }
  });

  it("answer text is at most 2000 characters", async () => {
    const id = await newQuestion();
    expect((await answer(S, { question_id: id, text: "a".repeat(2001) })).status).toBe(400);
    expect((await answer(S, { question_id: id, text: "a".repeat(2000) })).status).toBe(200);
  });

  it("another seller or the asker cannot answer", async () => {
    const id = await newQuestion();
    expect((await answer(SELLER.MLB, { question_id: id, text: "Hola" })).status).toBe(403);
    expect((await answer(buyer, { question_id: id, text: "Hola" })).status).toBe(403);
    expect((await api("POST", "/answers", { body: { question_id: id, text: "Hola" } })).status).toBe(401);
  });
});

describe("DELETE /questions/{id} and hiding", () => {
  it('delete requires the seller: the asker and other sellers get 403, the seller gets ["Question deleted."]', async () => {
    const id = (await ask(buyer, { item_id: itemId, text: "¿Hacen factura A?" })).body.id;
    expect((await api("DELETE", `/questions/${id}`)).status).toBe(401);
    expect((await api("DELETE", `/questions/${id}`, { as: buyer })).status).toBe(403);
    expect((await api("DELETE", `/questions/${id}`, { as: SELLER.MLB })).status).toBe(403);
    const res = await api("DELETE", `/questions/${id}`, { as: S });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(["Question deleted."]);
    expect((await api("GET", `/questions/${id}`, { as: S })).status).toBe(404);
  });

  it("GET /questions/{id} needs a token and a non-integer id is invalid_question", async () => {
    const id = (await ask(buyer, { item_id: itemId, text: "¿Lo tenés en rojo?" })).body.id;
    expect((await api("GET", `/questions/${id}`)).status).toBe(401);
    const mine = await api("GET", `/questions/${id}`, { as: buyer });
    expect(mine.body).toMatchObject({ id, buyer_id: buyer, from: { id: buyer } });
    expect((await api("GET", `/questions/abc`, { as: S })).body.error).toBe("invalid_question");
  });

  it("hidden accepts both question_ids and questions_ids", async () => {
    const a = (await ask(buyer, { item_id: itemId, text: "¿Tiene garantía?" })).body.id;
    const b = (await ask(buyer, { item_id: itemId, text: "¿Hacen envíos?" })).body.id;
    const r1 = await api("POST", "/my/questions/hidden", { as: S, body: { question_ids: [a] } });
    const r2 = await api("POST", "/my/questions/hidden", { as: S, body: { questions_ids: [b] } });
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect([r1.body.key, r2.body.key]).toEqual(["question_ids", "questions_ids"]);
    const { byId } = run.sandbox.ctx.state.questions;
    expect([byId.get(a)!.deleted_from_listing, byId.get(b)!.deleted_from_listing]).toEqual([true, true]);
    expect((await api("POST", "/my/questions/hidden", { as: SELLER.MLB, body: { question_ids: [a] } })).status).toBe(403);
    expect((await api("POST", "/my/questions/hidden", { body: { question_ids: [a] } })).status).toBe(401);
  });
});
