import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { RunningSandbox } from "../testing.ts";
import { moderate } from "./moderation.ts";
import { call, guideSale, resetSales, startSalesSandbox, token } from "./test-support.ts";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSalesSandbox();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => resetSales(s));

async function sendOther(text: string, option = "OTHER") {
  const { sale } = guideSale(s, { open: true });
  return call(s, "POST", `/messages/action_guide/packs/${sale.id}/option`, await token(s, sale.seller_id), { option_id: option, text });
}

function expectRejected(body: any, reason: string) {
  expect(body.status).toBe("moderated");
  expect(body.message_moderation).toMatchObject({ status: "rejected", reason, source: "online", moderation_date: expect.any(String) });
  expect(body.message_date.available).toBeNull();
}

describe("free-text moderation", () => {
  test("a clean text is available with clean moderation", async () => {
    const res = await sendOther("¡Hola! Ya despachamos tu compra, cualquier duda escribinos por acá.");
    expect(res.status).toBe(201);
    expect(res.body.status).toBe("available");
    expect(res.body.message_moderation).toMatchObject({ status: "clean", reason: null });
    expect(res.body.message_date.available).toEqual(expect.any(String));
  });

  test("phone numbers are rejected as contact information", async () => {
    for (const text of ["Llamame al 11 5555-1234", "Me liga: (11) 98765-4321", "Escribime al +56 9 8765 4321", "mi número 099123456"]) {
      expect(moderate(text), text).toBe("contact_information");
    }
    const res = await sendOther("Hola, si querés coordinamos al 11 5555-1234");
    expectRejected(res.body, "contact_information");
  });

  test("e-mail addresses are rejected as contact information", async () => {
    expect(moderate("mandame los datos a ventas@tiendapampa.com.ar")).toBe("contact_information");
    expectRejected((await sendOther("Enviá el comprobante a facturacion@gmail.com")).body, "contact_information");
  });

  test("external links are rejected; the marketplace's own domains are allowed", async () => {
    expect(moderate("mirá www.otratienda.com.ar/oferta")).toBe("external_link");
    expect(moderate("comprá en tiendapampa.com")).toBe("external_link");
    expect(moderate("Ver ayuda en https://www.mercadolibre.com.ar/ayuda")).toBeNull();
    expectRejected((await sendOther("Seguí el envío en https://seguimiento-envios.net/abc")).body, "external_link");
  });

  test("SEND_INVOICE_LINK may carry a billing link but is still moderated", async () => {
    const ok = await sendOther("Tu factura: https://facturas.tiendapampa.com.ar/f/0001-00001234.pdf", "SEND_INVOICE_LINK");
    expect(ok.status).toBe(201);
    expect(ok.body.status).toBe("available");
    expect(moderate("factura en https://x.com/f.pdf, dudas a pagos@x.com", { allowLinks: true })).toBe("contact_information");
  });

  test("offensive words in Spanish and Portuguese are rejected as out of place language", async () => {
    for (const text of ["no seas boludo", "sos un PELOTUDO", "qué pendejo", "seu babaca", "que porra é essa", "Estúpido"]) {
      expect(moderate(text), text).toBe("out_of_place_language");
    }
    expectRejected((await sendOther("Dale, no seas pelotudo y confirmá")).body, "out_of_place_language");
  });

  test("prices, dates, order numbers and identity documents are not mistaken for phones", () => {
    for (const text of [
      "El total es $ 12.500 y el envío $ 3.400",
      "Llega el 15/05/2026 entre las 14 y las 18",
      "Tu orden 2000004512345678 está lista",
      "CPF 123.456.789-09",
      "DNI 32.456.789",
      "RUT 12.345.678-K",
      "CUIT 20-32456789-3",
    ]) {
      expect(moderate(text), text).toBeNull();
    }
  });

  test("a moderated message still consumes the cap", async () => {
    const { sale } = guideSale(s, { open: true });
    const t = await token(s, sale.seller_id);
    await call(s, "POST", `/messages/action_guide/packs/${sale.id}/option`, t, {
      option_id: "SEND_INVOICE_LINK",
      text: "escribime a pagos@gmail.com",
    });
    const caps = await call(s, "GET", `/messages/action_guide/packs/${sale.id}/caps_available`, t);
    expect(caps.body.find((c: any) => c.option_id === "SEND_INVOICE_LINK").cap_available).toBe(0);
  });
});
