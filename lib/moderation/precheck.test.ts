import { describe, expect, it } from "vitest";
import { contactKinds, precheckContactData } from "./precheck";

const kinds = (text: string, allowLinks = false) => contactKinds(precheckContactData(text, { allowLinks }));

describe("contact data pre-check", () => {
  it("passes ordinary answers, prices, sizes, dates and documents", () => {
    for (const text of [
      "Hola! Sí, tenemos stock del talle 42. Saludos",
      "El precio es $ 1.299.999 con envío gratis.",
      "Custa R$ 1.299.999,00 à vista.",
      "Medidas: 30x40x50 cm, peso 2,5 kg. Llega el 22/11/2026.",
      "Para la factura A necesitamos tu CUIT 20-12345678-9.",
      "Meu CPF é 123.456.789-09 para a nota.",
      "Los dos colores están disponibles, modelo SM-G991B.",
      "Mirá la publicación en https://articulo.mercadolibre.com.ar/MLA-123456",
      "Estamos en el punto de venta de Palermo.",
    ]) {
      expect(kinds(text), text).toEqual([]);
    }
  });

  it("flags Argentine, Mexican and Chilean phone numbers", () => {
    expect(kinds("Llamame al 11 5555-1234")).toContain("phone");
    expect(kinds("mi número +54 9 11 5555 1234")).toContain("phone");
    expect(kinds("escribí al 011 4555 1234 por consultas")).toEqual(["phone"]);
    expect(kinds("tel 15-5555-1234")).toEqual(["phone"]);
    expect(kinds("55 1234 5678")).toEqual(["phone"]);
    expect(kinds("+56 9 8765 4321")).toEqual(["phone"]);
  });

  it("flags Brazilian phone numbers", () => {
    expect(kinds("Chama no (11) 98765-4321")).toContain("phone");
    expect(kinds("+55 11 98765 4321")).toEqual(["phone"]);
    expect(kinds("11987654321")).toEqual(["phone"]);
  });

  it("flags phone numbers written in words", () => {
    expect(kinds("once cinco cinco cinco cinco uno dos tres cuatro")).toEqual(["phone"]);
    expect(kinds("onze nove oito sete meia cinco quatro tres dois um")).toEqual(["phone"]);
  });

  it("flags e-mail addresses, also disguised", () => {
    expect(kinds("ventas@tiendapampa.com.ar")).toEqual(["email"]);
    expect(kinds("ventas arroba gmail punto com")).toEqual(["email"]);
    expect(kinds("ventas (at) tiendapampa [dot] com")).toEqual(["email"]);
    expect(kinds("escribime a juan arroba hotmail")).toContain("email");
    expect(kinds("VENTAS@TIENDA.COM")).toEqual(["email"]);
  });

  it("flags links by type and lets the marketplace's own links through", () => {
    const linkType = (text: string) => precheckContactData(text).map((f) => f.linkType);
    expect(linkType("mirá bit.ly/oferta")).toEqual(["shortener"]);
    expect(linkType("https://instagram.com/tiendapampa")).toEqual(["social_network"]);
    expect(linkType("pagá acá: https://mpago.la/2xYz")).toEqual(["payment"]);
    expect(linkType("link.mercadopago.com.ar/tienda")).toEqual(["payment"]);
    expect(linkType("www.tiendapampa.com.ar/ofertas")).toEqual(["other"]);
    expect(linkType("tiendapampa punto com punto ar")).toEqual(["other"]);
    expect(kinds("https://wa.me/5491155551234")).toEqual(["link"]);
  });

  it("lets links through where the composer exists to send one", () => {
    expect(kinds("Tu factura: https://facturas.tienda.com/123", true)).toEqual([]);
  });

  it("flags social handles and requests to move off the platform", () => {
    expect(kinds("seguinos @tienda_pampa")).toEqual(["social_handle"]);
    expect(kinds("ig: tiendapampa")).toEqual(["social_handle"]);
    expect(kinds("Mandame un WhatsApp")).toEqual(["contact_channel"]);
    expect(kinds("me chama no zap")).toEqual(["contact_channel"]);
    expect(kinds("Búscanos en Instagram")).toEqual(["contact_channel"]);
  });

  it("lists every kind once, in a stable order, with the marketplace's reason names", () => {
    const findings = precheckContactData("wsp 11 5555-1234 o 11 4444-1234, mail a@b.com, bit.ly/x");
    expect(contactKinds(findings)).toEqual(["phone", "email", "link", "contact_channel"]);
    expect(findings.find((f) => f.kind === "link")?.reason).toBe("external_link");
    expect(findings.find((f) => f.kind === "phone")?.reason).toBe("contact_information");
  });
});

describe("claim evasion pre-check", () => {
  it("warns on asking the buyer not to open, or to close, a claim, in Spanish, Portuguese and English", () => {
    for (const text of [
      "Por favor no abras reclamo, lo solucionamos por acá.",
      "Te devolvemos la plata pero cancelá el reclamo.",
      "¿Podés cerrar la mediación? Ya te lo enviamos.",
      "No inicie una disputa, le mandamos otro.",
      "Por favor, não abra reclamação, vamos resolver.",
      "Pode cancelar a reclamação? Já enviamos outro.",
      "Please don't open a claim, we will send a new one.",
      "We refunded you, please close the claim.",
    ]) {
      expect(kinds(text), text).toEqual(["claim_evasion"]);
      expect(precheckContactData(text)[0]).toMatchObject({ reason: "EVASION_CLAIM_SELLER" });
    }
  });

  it("passes ordinary claim answers that mention the claim", () => {
    for (const text of [
      "Hola, vimos tu reclamo y te enviamos otro producto hoy.",
      "Lamentamos el problema: aceptamos la devolución.",
      "Olá, recebemos sua reclamação e já enviamos o reembolso.",
      "We saw your claim and refunded the full amount.",
      "Si el reclamo sigue abierto, Mercado Libre decide en la mediación.",
    ]) {
      expect(kinds(text), text).toEqual([]);
    }
  });
});
