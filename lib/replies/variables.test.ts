import { describe, expect, it } from "vitest";
import type { QuestionSummary } from "../schemas/questions";
import type { SaleSummary } from "../schemas/sales";
import {
  CONTEXT_VARIABLES,
  contextsOf,
  fillVariables,
  isOfferedIn,
  placeholdersIn,
  questionValues,
  saleValues,
  savedReplyProblem,
} from "./variables";

function question(price: number, overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  return {
    id: "1",
    accountId: "acc1",
    text: "¿Tenés stock?",
    status: "UNANSWERED",
    dateCreated: "2026-03-10T02:00:00Z",
    item: {
      id: "MLA1",
      title: "Mate de calabaza",
      thumbnail: null,
      price,
      currencyId: "ARS",
      availableQuantity: 4,
      status: "active",
      permalink: null,
    },
    asker: { id: "9", nickname: "JUAN" },
    answer: null,
    assignee: null,
    earlierCount: 0,
    noteCount: 0,
    ...overrides,
  };
}

function sale(total: number, overrides: Partial<SaleSummary> = {}): SaleSummary {
  return {
    id: "2000001",
    accountId: "acc1",
    isPack: false,
    orderIds: ["2000009"],
    buyer: { id: "7", nickname: "MARIA_SOL" },
    items: [
      { itemId: "MLA1", title: "Mate de calabaza", quantity: 2, unitPrice: 8999.5, thumbnail: null },
      { itemId: "MLA2", title: "Bombilla", quantity: 1, unitPrice: 1000, thumbnail: null },
    ],
    total,
    currencyId: "ARS",
    dateCreated: "2026-03-10T02:00:00Z",
    shipment: { id: null, logisticType: "drop_off", status: null, substatus: null, city: null },
    state: "can_start",
    blockedReason: null,
    reasonsAvailable: [],
    buyerHasWritten: false,
    unread: false,
    lastMessageAt: null,
    ...overrides,
  };
}

describe("variables per context", () => {
  it("answers have the item's variables, sale messages the order's; {buyer} and {seller} are in both", () => {
    expect(CONTEXT_VARIABLES.question).toEqual(["buyer", "item_title", "price", "stock", "seller"]);
    expect(CONTEXT_VARIABLES.sale).toEqual(["buyer", "order_id", "items", "total", "seller"]);
  });

  it("a reply belongs to every context that has all its variables", () => {
    expect(contextsOf("Gracias por tu compra!")).toEqual(["question", "sale"]);
    expect(contextsOf("Hola {buyer}, saludos {seller}")).toEqual(["question", "sale"]);
    expect(contextsOf("Del {item_title} tenemos {stock} a {price}")).toEqual(["question"]);
    expect(contextsOf("Tu pedido {order_id}: {items} por {total}")).toEqual(["sale"]);
    expect(contextsOf("{price} y {order_id}")).toEqual([]);
    expect(contextsOf("{unknown_var}")).toEqual([]);
  });

  it("a composer offers the replies it can fill, and the ones with a name that exists nowhere (saved before the check)", () => {
    expect(isOfferedIn("Hola {buyer}", "sale")).toBe(true);
    expect(isOfferedIn("A {price}", "sale")).toBe(false);
    expect(isOfferedIn("A {price}", "question")).toBe(true);
    expect(isOfferedIn("Pedido {order_id}", "question")).toBe(false);
    expect(isOfferedIn("Hola {nombre}", "question")).toBe(true);
    expect(isOfferedIn("Hola {nombre} {price}", "sale")).toBe(false);
  });

  it("saving refuses unknown names first, then variables no single context has together", () => {
    expect(savedReplyProblem("Hola {buyer}, tu pedido {order_id}")).toBeNull();
    expect(savedReplyProblem("Sin variables")).toBeNull();
    expect(savedReplyProblem("Del {item_title} … {unknown_var} {Buyer}")).toEqual({ kind: "unknown", names: ["unknown_var", "Buyer"] });
    expect(savedReplyProblem("{price} del pedido {order_id}")).toEqual({ kind: "no_context", names: ["price", "order_id"] });
  });

  it("finds placeholders of the one syntax only, each once, in order", () => {
    expect(placeholdersIn("{b} {a_1} {b} { spaced } {1x} {} {ñ} {_x}")).toEqual(["b", "a_1", "_x"]);
    expect(placeholdersIn("Hola, ¿todo bien? :-} {")).toEqual([]);
  });
});

describe("filling", () => {
  it("writes an answer's {price} the way buyers on the seller's site read it, not in the UI language", () => {
    const fill = (text: string, price: number, siteId: string) =>
      fillVariables(text, questionValues({ question: question(price), sellerName: "PAMPA", siteId })).text;
    expect(fill("Sale {price}", 17999, "MLA")).toBe("Sale $ 17.999");
    expect(fill("Sale {price}", 121999.5, "MLA")).toBe("Sale $ 121.999,50");
    expect(fill("Custa {price}", 17999, "MLB")).toBe("Custa R$ 17.999,00");
    expect(fill("Cuesta {price}", 17999, "MLM")).toBe("Cuesta $ 17,999");
  });

  it("fills the bug report's answer completely", () => {
    const filled = fillVariables(
      "Del {item_title} tenemos {stock} unidades a {price}. Saludos, {seller}",
      questionValues({ question: question(17999), sellerName: "PAMPA", siteId: "MLA" }),
    );
    expect(filled).toEqual({ text: "Del Mate de calabaza tenemos 4 unidades a $ 17.999. Saludos, PAMPA", unfilled: [] });
  });

  it("fills a sale's order id, items and total in the site's money", () => {
    const text = "Hola {buyer}! Pedido {order_id}: {items}, total {total}. {seller}";
    expect(fillVariables(text, saleValues({ sale: sale(18999), sellerName: "PAMPA", siteId: "MLA" }))).toEqual({
      text: "Hola MARIA_SOL! Pedido 2000009: 2 × Mate de calabaza y 1 × Bombilla, total $ 18.999. PAMPA",
      unfilled: [],
    });
    expect(fillVariables("Total {total}", saleValues({ sale: sale(18999), sellerName: "LOJA", siteId: "MLB" })).text).toBe(
      "Total R$ 18.999,00",
    );
    // A pack goes by its own number (the one the list shows), not its first order's.
    expect(fillVariables("{order_id}", saleValues({ sale: sale(1, { isPack: true }), sellerName: "x", siteId: "MLA" })).text).toBe(
      "2000001",
    );
    // A pack without order ids is its own order.
    expect(fillVariables("{order_id}", saleValues({ sale: sale(1, { orderIds: [] }), sellerName: "x", siteId: "MLA" })).text).toBe(
      "2000001",
    );
  });

  it("leaves what cannot be filled as written and names it: unknown, another context's, or no value here", () => {
    const values = questionValues({
      question: question(17999, { item: null, asker: { id: "9", nickname: null } }),
      sellerName: "PAMPA",
      siteId: "MLA",
    });
    expect(fillVariables("Hola {buyer}, {item_title} a {price}. Pedido {order_id}. {unknown_var} — {seller}", values)).toEqual({
      text: "Hola {buyer}, {item_title} a {price}. Pedido {order_id}. {unknown_var} — PAMPA",
      unfilled: ["buyer", "item_title", "price", "order_id", "unknown_var"],
    });
    expect(
      fillVariables("Tu compra de {items}", saleValues({ sale: sale(0, { items: [] }), sellerName: "PAMPA", siteId: "MLA" })).unfilled,
    ).toEqual(["items"]);
    expect(
      fillVariables("Del {item_title} a {price}", saleValues({ sale: sale(10), sellerName: "PAMPA", siteId: "MLA" })).unfilled,
    ).toEqual(["item_title", "price"]);
  });

  it("never re-reads a value as a template, and says so when a value itself looks like a placeholder", () => {
    const values = questionValues({
      question: question(1, { asker: { id: "9", nickname: "{seller}" } }),
      sellerName: "PAMPA",
      siteId: "MLA",
    });
    // The server refuses any placeholder left in the text, so the composer does too (the user edits it).
    expect(fillVariables("Hola {buyer}", values)).toEqual({ text: "Hola {seller}", unfilled: ["seller"] });
  });
});
