import { expect } from "vitest";
import { questionColumns } from "../../questions/sync-question";
import { getQuestion, getResponseTime, postAnswer, searchQuestions } from "../questions";
import { refusalOf } from "./failure";
import type { ContractRow } from "./table";

/** Questions, answers and response time: what the inbox stores of each (questionColumns) and shows. */
export const QUESTIONS_ROWS: ContractRow[] = [
  {
    sample: "questions-search-item-1.json",
    read: (r) => searchQuestions(r.client, { sellerId: 419059118, itemId: "MLB1623490410" }),
    check: (seen) => {
      const page = seen as Awaited<ReturnType<typeof searchQuestions>>;
      expect(page.total).toBe(1);
      expect(page.questions.map(questionColumns)).toEqual([
        expect.objectContaining({
          itemId: "MLB1623490410",
          askerId: 419067349n,
          status: "UNANSWERED",
          text: "Hola, estoy interesado en Item De Prueba, por favor comunícate conmigo. ¡Gracias!",
          answerStatus: null,
          hidden: false,
        }),
      ]);
    },
  },
  {
    // The seller's inbox search: a question whose answer was banned (empty text) and a banned question.
    sample: "questions-search-seller-1.json",
    read: (r) => searchQuestions(r.client, { sellerId: 189394110 }),
    check: (seen) => {
      const page = seen as Awaited<ReturnType<typeof searchQuestions>>;
      expect(page.total).toBe(36);
      expect(page.questions.map(questionColumns)).toEqual([
        expect.objectContaining({
          itemId: "MLA903218023",
          askerId: 162981404n,
          status: "ANSWERED",
          text: "Texto de la pregunta.",
          answerText: "",
          answerStatus: "BANNED",
          dateCreated: new Date("2021-02-16T18:50:27.938Z"),
        }),
        expect.objectContaining({ askerId: 162981404n, status: "BANNED", text: "", answerStatus: null }),
      ]);
    },
  },
  {
    // The v4 detail: buyer_id and no from, nanosecond dates, a BANNED answer with empty text.
    sample: "questions-get-1.json",
    read: async (r) => questionColumns(await getQuestion(r.client, 11751825075)),
    check: (seen) =>
      expect(seen).toMatchObject({
        askerId: 56801932n,
        itemId: "MLA739200576",
        status: "ANSWERED",
        text: "Texto de la pregunta.",
        dateCreated: new Date("2021-02-08T17:51:21.746Z"),
        answerText: "",
        answerStatus: "BANNED",
        answerDate: new Date("2021-02-16T18:52:13.580Z"),
      }),
  },
  {
    sample: "questions-get-3.json",
    read: async (r) => questionColumns(await getQuestion(r.client, 6891108811)),
    check: (seen) =>
      expect(seen).toMatchObject({
        askerId: 441782523n,
        itemId: "CBT911087484",
        status: "ANSWERED",
        answerText: "answer from seller 5",
        answerStatus: "ACTIVE",
      }),
  },
  {
    // 2013: seller_id a string and no asker at all. Kept, with the asker unknown (null), not dropped.
    sample: "questions-get-5.json",
    read: async (r) => {
      const question = await getQuestion(r.client, 2744117833);
      return { sellerId: question.seller_id, columns: questionColumns(question) };
    },
    check: (seen) =>
      expect(seen).toMatchObject({
        sellerId: 19947615,
        columns: {
          askerId: null,
          itemId: "MLA449307392",
          status: "UNANSWERED",
          answerStatus: null,
          dateCreated: new Date("2013-05-29T01:10:23.000Z"),
        },
      }),
  },
  {
    sample: "questions-response_time-1.json",
    read: (r) => getResponseTime(r.client, 1111111),
    check: (seen) =>
      expect(seen).toMatchObject({
        total: { response_time: 22 },
        weekend: { response_time: 8, sales_percent_increase: null },
        weekdays_extra_hours: { response_time: 72, sales_percent_increase: 10 },
      }),
  },
  {
    // The answer a retry gets once the first one was published: the inbox names it, not "failed".
    sample: "questions-answers_post-error-400-1.json",
    read: (r) => refusalOf(postAnswer(r.client, 2744117833, "Sí, tenemos.")),
    check: (seen) => {
      const { upstream, status } = seen as Awaited<ReturnType<typeof refusalOf>>;
      expect(upstream).toMatchObject({
        status: 400,
        upstreamCode: "not_unanswered_question",
        message: "Question 2744117833 is already answered.",
      });
      expect(status).toBe(400);
    },
  },
];
