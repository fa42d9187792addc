import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER, startSandbox, type RunningSandbox } from "../testing.ts";
import { buyersOf, client, ensureItems, sellerItems } from "./fixtures.ts";

/** SANDBOX_PROFILE=real for questions (notes §1, §2 and §11). */
let run: RunningSandbox;
let api: ReturnType<typeof client>;
const S: number = SELLER.MLA;
let buyer: number;
let itemId: string;

beforeAll(async () => {
  run = await startSandbox({ profile: "real", rate: null });
  ensureItems(run);
  api = client(run);
  [buyer] = buyersOf(run, "MLA") as [number];
  itemId = sellerItems(run, S)[0]!.id;
});
afterAll(() => run.close());

// The v4 detail sample of developers.mercadolibre.com.ar/es_ar/gestiona-preguntas-respuestas (notes §1).
const NANO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/;

describe("GET /questions/{id} (real profile: the v4 detail sample)", () => {
  it("carries buyer_id and no from, app_id, and nanosecond UTC dates", async () => {
    const asked = await api("POST", "/questions", { as: buyer, body: { item_id: itemId, text: "¿Hacen envíos a Córdoba?" } });
    await api("POST", "/answers", { as: S, body: { question_id: asked.body.id, text: "¡Hola! Sí, enviamos a todo el país." } });
    const res = await api("GET", `/questions/${asked.body.id}?api_version=4`, { as: S });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("from");
    expect(res.body).toMatchObject({ id: asked.body.id, buyer_id: buyer, seller_id: S, item_id: itemId, status: "ANSWERED" });
    expect(res.body.date_created).toMatch(NANO_UTC);
    expect(res.body.last_updated).toMatch(NANO_UTC);
    expect(res.body.answer.date_created).toMatch(NANO_UTC);
    // The same instant as the stored one, to the millisecond, and the same digits on every read.
    const again = await api("GET", `/questions/${asked.body.id}?api_version=4`, { as: S });
    expect(again.body.date_created).toBe(res.body.date_created);
    expect(Date.parse(res.body.date_created)).toBe(run.sandbox.ctx.state.questions.byId.get(asked.body.id)!.date_created);
  });
});

describe("POST /answers (real profile)", () => {
  it("answers the answered question without its asker: no from, no buyer_id", async () => {
    const asked = await api("POST", "/questions", { as: buyer, body: { item_id: itemId, text: "¿Tienen en rojo?" } });
    const res = await api("POST", "/answers", { as: S, body: { question_id: asked.body.id, text: "Sí, en rojo también." } });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("from");
    expect(res.body).not.toHaveProperty("buyer_id");
    expect(res.body).toMatchObject({ id: asked.body.id, status: "ANSWERED", answer: { text: "Sí, en rojo también.", status: "ACTIVE" } });
  });
});

describe("POST /my/questions/hidden (real profile)", () => {
  it("answers a plain acknowledgement, not the spec sandbox's echo of ids", async () => {
    const asked = await api("POST", "/questions", { as: buyer, body: { item_id: itemId, text: "¿Viene con garantía?" } });
    const res = await api("POST", "/my/questions/hidden", { as: S, body: { question_ids: [asked.body.id] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(["Questions hidden."]);
    expect(run.sandbox.ctx.state.questions.byId.get(asked.body.id)!.deleted_from_listing).toBe(true);
  });
});
