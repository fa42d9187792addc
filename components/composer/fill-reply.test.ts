import { describe, expect, it } from "vitest";
import type { QuestionSummary } from "@/lib/schemas/questions";
import { fillReply } from "./fill-reply";

function question(price: number): QuestionSummary {
  return {
    id: "1",
    text: "¿Tenés stock?",
    status: "UNANSWERED",
    dateCreated: "2026-03-10T02:00:00Z",
    item: { id: "MLA1", title: "Mate de calabaza", thumbnail: null, price, currencyId: "ARS", availableQuantity: 4, status: "active", permalink: null },
    asker: { id: "9", nickname: "JUAN" },
    answer: null,
    assignee: null,
    earlierCount: 0,
    noteCount: 0,
  } as QuestionSummary;
}

describe("fillReply", () => {
  it("writes {price} the way buyers on the seller's site read it, not in the UI language", () => {
    // Issue 9 saw "ARS 17,999.00" (English UI) and "121.999,00 ARS" (Spanish UI) on MLA.
    expect(fillReply("Sale {price}", { question: question(17999), sellerName: "PAMPA", siteId: "MLA" })).toBe("Sale $ 17.999");
    expect(fillReply("Sale {price}", { question: question(121999), sellerName: "PAMPA", siteId: "MLA" })).toBe("Sale $ 121.999");
    expect(fillReply("Custa {price}", { question: question(17999), sellerName: "LOJA", siteId: "MLB" })).toBe("Custa R$ 17.999,00");
    expect(fillReply("Cuesta {price}", { question: question(17999), sellerName: "TIENDA", siteId: "MLM" })).toBe("Cuesta $ 17,999");
  });

  it("fills the other variables and keeps unknown ones visible", () => {
    expect(fillReply("Hola {buyer}, {item_title}: {stock} u. — {seller} {oops}", { question: question(1), sellerName: "PAMPA", siteId: "MLA" })).toBe("Hola JUAN, Mate de calabaza: 4 u. — PAMPA {oops}");
  });
});
