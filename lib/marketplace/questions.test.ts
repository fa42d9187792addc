import { describe, expect, it } from "vitest";
import { questionColumns } from "../questions/sync-question";
import type { SellerClient } from "./client";
import { hideQuestions, marketplaceQuestionSchema } from "./questions";

// The spec's question (marketplace-interface.md), as the sandbox answers GET /questions/{id}.
const specQuestion = {
  id: 13287457283,
  item_id: "MLA1234567890",
  seller_id: 1234567,
  status: "UNANSWERED",
  text: "¿Tenés en color negro?",
  date_created: "2026-02-16T14:50:27.938-03:00",
  deleted_from_listing: false,
  hold: false,
  answer: null,
  from: { id: 7654321, answered_questions: 0 },
};

// The documented v4 detail: `buyer_id` and no `from` (notes §1 "Question detail (v4)" and §11), source:
// https://developers.mercadolibre.com.ar/es_ar/gestiona-preguntas-respuestas (GET /questions/{id}?api_version=4).
const realV4Detail = {
  id: 13287457283,
  seller_id: 1234567,
  buyer_id: 7654321,
  item_id: "MLA1234567890",
  deleted_from_listing: false,
  suspected_spam: false,
  status: "ANSWERED",
  hold: false,
  text: "¿Tenés en color negro?",
  app_id: 5503910054141466,
  date_created: "2021-02-08T17:51:21.746608612Z",
  last_updated: "2021-02-08T17:55:02.183419874Z",
  answer: { text: "¡Hola! Sí, tenemos.", status: "ACTIVE", date_created: "2021-02-08T17:55:02.115Z" },
};

describe("question: the spec's and the real API's shapes", () => {
  it("reads the spec's from.id", () => {
    const q = marketplaceQuestionSchema.parse(specQuestion);
    expect(q.from).toEqual({ id: 7654321 });
    expect(questionColumns(q)).toMatchObject({ askerId: 7654321n });
  });

  it("reads the v4 detail's buyer_id as the asker", () => {
    const q = marketplaceQuestionSchema.parse(realV4Detail);
    expect(q.from).toEqual({ id: 7654321 });
    expect(q).toMatchObject({ id: 13287457283, seller_id: 1234567, status: "ANSWERED", answer: { status: "ACTIVE" } });
    expect(questionColumns(q)).toMatchObject({ askerId: 7654321n });
  });

  it("reads the older detail's from with answered_questions, and numeric ids sent as strings", () => {
    const q = marketplaceQuestionSchema.parse({ ...specQuestion, id: "13287457283", from: { id: "7654321", answered_questions: 3 } });
    expect(q.id).toBe(13287457283);
    expect(q.from).toEqual({ id: 7654321 });
  });

  it("prefers buyer_id when both are present (a from naming the seller, notes §11)", () => {
    expect(marketplaceQuestionSchema.parse({ ...realV4Detail, from: { id: 1234567 } }).from?.id).toBe(7654321);
  });

  it("keeps a question naming no asker (older shapes), with an unknown asker stored as null", () => {
    const { buyer_id: _, ...noAsker } = realV4Detail;
    const q = marketplaceQuestionSchema.parse(noAsker);
    expect(q).toMatchObject({ id: 13287457283, from: null, status: "ANSWERED" });
    expect(questionColumns(q)).toMatchObject({ askerId: null, text: realV4Detail.text });
  });
});

/** A client that answers every call with `body`, parsed by the caller's schema as http.ts does (no network). */
const answering = (body: unknown): SellerClient => (async (_path, { schema }) => schema.parse(body)) as SellerClient;

describe("hiding questions: an answer documented nowhere (notes §2)", () => {
  it("reads a hidden list when one comes, and takes any other 2xx body as done", async () => {
    expect(await hideQuestions(answering({ hidden: ["11", 12] }), [11, 12])).toEqual([11, 12]);
    expect(await hideQuestions(answering(null), [11, 12])).toEqual([11, 12]);
    expect(await hideQuestions(answering(["Questions hidden."]), [11])).toEqual([11]);
    expect(await hideQuestions(answering({ status: "ok" }), [11])).toEqual([11]);
  });
});
