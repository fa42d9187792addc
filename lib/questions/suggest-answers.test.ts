import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, OpenDb } from "../db/client";
import { fillVariables } from "../replies/variables";
import { createPgliteDatabase, createPostgresDatabase, type TestDatabase } from "../testing/databases";
import { suggestAnswers } from "./suggest-answers";

let nextId = 1000n;
const now = new Date("2026-11-20T12:00:00Z");

async function workspace(db: Db, siteId: string) {
  return db.workspace.create({ data: { sellerId: BigInt(Math.floor(Math.random() * 1e9)), nickname: `S_${siteId}`, siteId } });
}
async function item(db: Db, workspaceId: string, id: string, categoryId: string | null) {
  await db.itemSnapshot.create({
    data: { id, workspaceId, title: id, price: 10, currencyId: "ARS", availableQuantity: 1, status: "active", categoryId, syncedAt: now },
  });
}
type Asked = { itemId: string; text: string; answer?: string | null; status?: string; template?: string; answerStatus?: string };
async function ask(db: Db, workspaceId: string, q: Asked): Promise<bigint> {
  const id = nextId++;
  const answered = (q.status ?? "ANSWERED") === "ANSWERED";
  await db.question.create({
    data: {
      id,
      workspaceId,
      itemId: q.itemId,
      askerId: 1n,
      text: q.text,
      status: q.status ?? "ANSWERED",
      dateCreated: now,
      answerText: answered ? (q.answer ?? `answer to ${q.text}`) : null,
      answerStatus: answered ? (q.answerStatus ?? "ACTIVE") : null,
      answerDate: answered ? now : null,
      answerTemplate: q.template ?? null,
      syncedAt: now,
    },
  });
  return id;
}

// The same rules on both databases the app runs on: the migration's indexes, pg_trgm and the dictionaries.
describe.each([
  ["PGlite", () => Promise.resolve(createPgliteDatabase())],
  ["PostgreSQL", createPostgresDatabase],
] as const)("suggestAnswers on %s", (_name, create) => {
  let database: TestDatabase;
  let opened: OpenDb;
  let db: Db;
  beforeAll(async () => {
    database = await create();
    opened = await database.open();
    db = opened.db;
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it("ranks the same item before the same category before the rest, and shows where each came from", async () => {
    const ws = await workspace(db, "MLA");
    await item(db, ws.id, "MLA1", "CAT1");
    await item(db, ws.id, "MLA2", "CAT1");
    await item(db, ws.id, "MLA3", "CAT2");
    // The same words (punctuation aside: it weighs nothing in either score), so only the place decides.
    const text = "¿Hacen envíos a Córdoba?";
    await ask(db, ws.id, { itemId: "MLA3", text: `${text}!`, answer: "other" });
    await ask(db, ws.id, { itemId: "MLA2", text: `¡${text}`, answer: "category" });
    await ask(db, ws.id, { itemId: "MLA1", text, answer: "item" });
    const target = await ask(db, ws.id, { itemId: "MLA1", text: "Hola, ¿hacen envíos a Córdoba capital?", status: "UNANSWERED" });
    const got = await suggestAnswers(db, ws.id, target);
    expect(got.map((s) => [s.answer, s.source])).toEqual([
      ["item", "item"],
      ["category", "category"],
      ["other", "other"],
    ]);
    expect(got[0]!.question).toBe(text);
  });

  it("matches on some shared words (OR semantics), ranks the closer text first, offers three at most and each answer once", async () => {
    const ws = await workspace(db, "MLA");
    await item(db, ws.id, "MLA10", null);
    await ask(db, ws.id, { itemId: "MLA10", text: "¿Tiene garantía oficial?", answer: "Sí, 12 meses de garantía oficial." });
    await ask(db, ws.id, { itemId: "MLA10", text: "¿Cuánto dura la garantía?", answer: "Sí, 12 meses de garantía oficial." });
    await ask(db, ws.id, { itemId: "MLA10", text: "¿La garantía cubre golpes?", answer: "No cubre golpes." });
    await ask(db, ws.id, { itemId: "MLA10", text: "¿Viene con factura y garantía?", answer: "Sí, con factura A o B." });
    await ask(db, ws.id, { itemId: "MLA10", text: "¿Qué garantía tiene?", answer: "Un año." });
    await ask(db, ws.id, { itemId: "MLA10", text: "¿Qué colores hay?", answer: "Rojo y azul." });
    // The same question answered twice in other words: one of the two is offered, not both.
    await ask(db, ws.id, { itemId: "MLA10", text: "¿tiene garantía oficial?", answer: "Hola! Sí, de fábrica." });
    const target = await ask(db, ws.id, { itemId: "MLA10", text: "¿Tiene garantía oficial el producto?", status: "UNANSWERED" });
    const got = await suggestAnswers(db, ws.id, target);
    expect(got).toHaveLength(3);
    expect(got[0]!.question.toLowerCase()).toBe("¿tiene garantía oficial?");
    const answers = got.map((s) => s.answer);
    expect(answers.filter((a) => a === "Sí, 12 meses de garantía oficial." || a === "Hola! Sí, de fábrica.")).toHaveLength(1);
    expect(new Set(answers).size).toBe(3);
    expect(got.map((s) => s.answer)).not.toContain("Rojo y azul.");
  });

  it("uses only this workspace's answered history, never the question itself nor a banned answer", async () => {
    const ws = await workspace(db, "MLA");
    const other = await workspace(db, "MLA");
    await item(db, ws.id, "MLA20", null);
    await item(db, other.id, "MLA21", null);
    const text = "¿El precio incluye IVA?";
    await ask(db, other.id, { itemId: "MLA21", text, answer: "another seller's answer" });
    await ask(db, ws.id, { itemId: "MLA20", text, status: "UNANSWERED" });
    await ask(db, ws.id, { itemId: "MLA20", text, status: "CLOSED_UNANSWERED" });
    await ask(db, ws.id, { itemId: "MLA20", text, answer: "moderated", answerStatus: "BANNED" });
    const answered = await ask(db, ws.id, { itemId: "MLA20", text, answer: "Sí, IVA incluido." });
    const target = await ask(db, ws.id, { itemId: "MLA20", text, status: "UNANSWERED" });
    expect((await suggestAnswers(db, ws.id, target)).map((s) => s.answer)).toEqual(["Sí, IVA incluido."]);
    // Asked about an answered question, its own answer is not offered back.
    expect(await suggestAnswers(db, ws.id, answered)).toEqual([]);
    // Another workspace's question id is not found here (and leaks nothing).
    await expect(suggestAnswers(db, other.id, target)).rejects.toMatchObject({ code: "not_found" });
  });

  it("searches with the site's language: Portuguese word forms on MLB, Spanish ones elsewhere", async () => {
    const ws = await workspace(db, "MLB");
    await item(db, ws.id, "MLB1", null);
    await ask(db, ws.id, { itemId: "MLB1", text: "Vocês entregam em Curitiba?", answer: "Entregamos sim." });
    // "entregam" / "entregas" share their Portuguese stem only.
    const target = await ask(db, ws.id, { itemId: "MLB1", text: "Fazem entregas para o Paraná?", status: "UNANSWERED" });
    expect((await suggestAnswers(db, ws.id, target)).map((s) => s.answer)).toEqual(["Entregamos sim."]);
  });

  it("reads the whole history closest first, and reaches questions sharing fewer words when none shares them all", async () => {
    const ws = await workspace(db, "MLA");
    await item(db, ws.id, "MLA60", null);
    await ask(db, ws.id, { itemId: "MLA61", text: "¿Hacen factura A para empresas?", answer: "all but one" });
    await ask(db, ws.id, { itemId: "MLA62", text: "¿Necesito factura?", answer: "two" });
    await ask(db, ws.id, { itemId: "MLA63", text: "¿Hacen envíos?", answer: "one word only" });
    const target = await ask(db, ws.id, { itemId: "MLA60", text: "¿Hacen factura? Necesito para la empresa", status: "UNANSWERED" });
    expect((await suggestAnswers(db, ws.id, target)).map((s) => [s.answer, s.source])).toEqual([
      ["all but one", "other"],
      ["two", "other"],
    ]);
  });

  it("stores each question's words in its site's language when it is written, and again when its text changes", async () => {
    const words = async (id: bigint) =>
      (await db.$queryRaw<Array<{ v: string }>>`SELECT search_vector::text AS v FROM questions WHERE id = ${id}`)[0]!.v;
    const mla = await workspace(db, "MLA");
    const mlb = await workspace(db, "MLB");
    const text = "Vocês entregam disponibles?";
    const es = await ask(db, mla.id, { itemId: "MLA50", text });
    const pt = await ask(db, mlb.id, { itemId: "MLB50", text });
    expect(await words(es)).toBe("'dispon':3 'entregam':2 'vocês':1");
    expect(await words(pt)).toBe("'disponibl':3 'entreg':2");
    await db.question.update({ where: { id: pt }, data: { text: "Tem garantia?" } });
    expect(await words(pt)).toBe("'garant':2");
  });

  it("hands back the saved reply's template, which fills for this question's buyer", async () => {
    const ws = await workspace(db, "MLA");
    await item(db, ws.id, "MLA30", null);
    await ask(db, ws.id, {
      itemId: "MLA30",
      text: "¿Cuánto sale el envío?",
      answer: "Hola ana, el envío sale $ 100.",
      template: "Hola {buyer}, el envío sale $ 100.",
    });
    const target = await ask(db, ws.id, { itemId: "MLA30", text: "¿Cuánto cuesta el envío?", status: "UNANSWERED" });
    const [s] = await suggestAnswers(db, ws.id, target);
    expect(s!.template).toBe("Hola {buyer}, el envío sale $ 100.");
    expect(fillVariables(s!.template!, { buyer: "JUAN" })).toEqual({ text: "Hola JUAN, el envío sale $ 100.", unfilled: [] });
    expect(fillVariables(s!.template!, {}).unfilled).toEqual(["buyer"]);
  });

  it("answers nothing (not an error) when there is no history yet or no word in common", async () => {
    const ws = await workspace(db, "MLA");
    await item(db, ws.id, "MLA40", null);
    const target = await ask(db, ws.id, { itemId: "MLA40", text: "¿?", status: "UNANSWERED" });
    expect(await suggestAnswers(db, ws.id, target)).toEqual([]);
  });
});
