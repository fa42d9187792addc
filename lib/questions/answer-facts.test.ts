import { describe, expect, it } from "vitest";
import { factsToCheck, statedFacts } from "./answer-facts";

describe("statedFacts", () => {
  it.each([
    // Spanish
    ["¡Hola! Sí, el envío es gratis a todo el país.", ["shipping"]],
    ["Hola, nos quedan 3 unidades en stock.", ["stock"]],
    ["Cuesta $ 17.999 y tenés 6 cuotas sin interés.", ["price"]],
    ["Sí, está disponible en negro.", ["availability"]],
    ["Está agotado, pero llega la semana que viene.", ["shipping", "availability"]],
    // Portuguese
    ["Olá! O frete é grátis para todo o Brasil.", ["shipping"]],
    ["Temos 2 unidades em estoque.", ["stock"]],
    ["Custa R$ 997,99 em até 10x sem juros.", ["price"]],
    ["Sim, está disponível na cor azul.", ["availability"]],
    // English
    ["Yes, shipping is free and it ships today.", ["shipping"]],
    ["Only 2 units left in stock.", ["stock"]],
    ["The price is USD 40.", ["price"]],
    ["Sorry, it is sold out.", ["availability"]],
  ])("%s → %j", (text, kinds) => {
    expect(statedFacts(text)).toEqual(kinds);
  });

  it("reads accents and case alike", () => {
    expect(statedFacts("ENVIO GRATIS")).toEqual(["shipping"]);
    expect(statedFacts("Está DISPONÍVEL")).toEqual(["availability"]);
  });

  it.each([
    "¡Hola! Gracias por tu pregunta. Tiene garantía de un año.",
    "Olá! Obrigado pela pergunta. A garantia é de 12 meses.",
    "Hi! Thanks for asking. The warranty covers one year.",
    "Sí, es compatible con el modelo 2020.",
  ])("states no listing fact: %s", (text) => {
    expect(statedFacts(text)).toEqual([]);
  });

  it("does not read facts inside other words", () => {
    // "hayan", "temperatura", "preciosa", "unidos" are not "hay", "tem", "precio", "unidad".
    expect(statedFacts("Cuando lo hayan probado, la temperatura es preciosa en Estados Unidos.")).toEqual([]);
  });
});

describe("factsToCheck", () => {
  const text = "¡Hola! El envío es gratis y cuesta $ 9.999.";
  it("asks about facts in an answer from another item or category", () => {
    expect(factsToCheck({ source: "other", text })).toEqual(["shipping", "price"]);
    expect(factsToCheck({ source: "category", text })).toEqual(["shipping", "price"]);
  });
  it("trusts the same item's answer, and asks nothing when no fact is stated", () => {
    expect(factsToCheck({ source: "item", text })).toEqual([]);
    expect(factsToCheck({ source: "other", text: "¡Hola! Gracias por preguntar." })).toEqual([]);
  });
});
